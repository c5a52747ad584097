import type { Readable } from 'node:stream'

import { paginationOf, POTENTIAL_CUSTOMER_CSV_HEADER, type ListPage, type Pagination } from '@gwp/contracts'

import { csvStream, type CsvValue } from '../../lib/csv.js'
import {
  prefixRange,
  type CustomerExportRow,
  type CustomerListRepository,
  type PrefixRange,
} from './customer-list.repository.js'

export interface CustomersServiceDeps {
  lists: CustomerListRepository
}

/**
 * The search as stored keys are written: trimmed and lower-cased
 * (docs/requirements/enquiries.md#potential-customers); empty is none.
 */
function searchOf(text: string | null | undefined): PrefixRange | null {
  const key = text?.trim().toLowerCase() ?? ''
  return key === '' ? null : prefixRange(key)
}

/**
 * Potential customers are read-only in the back office (docs/requirements/enquiries.md#customers-section):
 * list, page, export.
 */
export function createCustomersService({ lists }: CustomersServiceDeps) {
  return {
    listJson: (): Promise<string> => lists.listJson(),

    async listPageJson(page: ListPage): Promise<{ json: string; pagination: Pagination }> {
      const { json, total } = await lists.listPageJson(page, searchOf(page.search))
      return { json, pagination: paginationOf(page, total) }
    },

    /**
     * The CSV file of everyone the search finds, streamed a batch at a time (lib/csv.ts). The first
     * batch is read before anything is sent, so a database that fails answers a 500, not a 200 with a
     * cut-off file.
     */
    async exportCsv(search: string | undefined): Promise<Readable> {
      const batches = lists.exportBatches(searchOf(search))
      const first = await batches.next()
      const toCsv = (batch: CustomerExportRow[]): CsvValue[][] =>
        batch.map((row) => [row.email, row.engagedAt, row.source, row.visitCount, row.createdAt])
      async function* csvRows(): AsyncGenerator<CsvValue[][]> {
        if (first.done) return
        yield toCsv(first.value)
        for await (const batch of batches) yield toCsv(batch)
      }
      return csvStream(POTENTIAL_CUSTOMER_CSV_HEADER, csvRows())
    },
  }
}

export type CustomersService = ReturnType<typeof createCustomersService>
