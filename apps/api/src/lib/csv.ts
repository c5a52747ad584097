import { Readable } from 'node:stream'

import type { FastifyReply } from 'fastify'

/**
 * CSV exports (RFC 4180) that Excel opens correctly and a reviewer cannot turn into formulas.
 *
 * - UTF-8 with a byte-order mark: without it Excel reads the file as the machine's legacy code page
 *   and accents and Urdu names come out garbled.
 * - CRLF line ends; a field holding a comma, quote or line break is quoted, its quotes doubled.
 * - A field a visitor typed that starts like a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading
 *   apostrophe, so a spreadsheet shows it as text instead of running it ("CSV injection"). A phone
 *   number such as `+92 300 1234567` is left alone: digits and spaces run nothing.
 * - Rows are pulled from an async iterable as the client reads, so a large export never sits whole
 *   in memory.
 */

const BYTE_ORDER_MARK = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?[\d\s]+$/
const NEEDS_QUOTES = /[",\r\n]/

export type CsvValue = string | number | null | undefined

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvField).join(',')}\r\n`

/** The whole file, header first, as a stream of text chunks (one per batch of rows). */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly CsvValue[][]>,
): Readable {
  async function* lines() {
    yield BYTE_ORDER_MARK + csvLine(header)
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvLine).join('')
    }
  }
  return Readable.from(lines(), { objectMode: false })
}

/** Sends a CSV stream as a download named `<name>-<YYYY-MM-DD>.csv`. */
export function sendCsv(reply: FastifyReply, name: string, stream: Readable): FastifyReply {
  const day = new Date().toISOString().slice(0, 10)
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream)
}
