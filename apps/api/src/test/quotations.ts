import { emailSearchKey, regionOfPhone, type Language, type QuotationStatus } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'

import { newId } from '../lib/ids.js'

/**
 * Quotation rows straight into the table for the Quotes tests, with the quote desk's columns as the
 * API writes them.
 */

export interface QuotationFixture {
  productId?: string | null
  fullName?: string
  phoneNumber?: string
  email?: string
  address?: string
  message?: string
  status?: QuotationStatus
  language?: Language
  createdAt?: string
}

let sequence = 0

/** A time `minutes` after a fixed base, to order rows. */
export const quotationTime = (minutes: number) =>
  new Date(Date.parse('2026-01-05T09:00:00.000Z') + minutes * 60_000).toISOString()

function row(values: QuotationFixture) {
  const n = sequence++
  const createdAt = values.createdAt ?? quotationTime(n)
  const email = values.email ?? `visitor${n}@example.com`
  const phoneNumber = values.phoneNumber ?? '03001234567'
  return {
    id: newId(Date.parse(createdAt)),
    productId: values.productId ?? null,
    fullName: values.fullName ?? `Visitor ${n}`,
    phoneNumber,
    email,
    address: values.address ?? 'Plot 12, Industrial Area',
    message: values.message ?? 'Please quote 200 pieces.',
    status: values.status ?? 'pending',
    language: values.language ?? 'en',
    createdAt,
    updatedAt: createdAt,
    emailKey: emailSearchKey(email),
    region: regionOfPhone(phoneNumber),
  }
}

export async function insertQuotation(app: FastifyInstance, values: QuotationFixture = {}): Promise<string> {
  const stored = row(values)
  await app.db.insertInto('quotations').values(stored).execute()
  return stored.id
}

/** Many rows at once (the export's batches), 200 to a statement. */
export async function insertQuotations(app: FastifyInstance, list: QuotationFixture[]): Promise<string[]> {
  const rows = list.map(row)
  for (let i = 0; i < rows.length; i += 200) {
    await app.db
      .insertInto('quotations')
      .values(rows.slice(i, i + 200))
      .execute()
  }
  return rows.map((r) => r.id)
}

/** Parses CSV text as a spreadsheet would (RFC 4180: quoted fields, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}
