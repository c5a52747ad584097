import {
  paginationOf,
  QUOTATION_MESSAGES,
  QUOTE_REGION_LABELS,
  type Pagination,
  type QuotationFilters,
  type QuotationListItem,
  type QuotationPage,
} from '@gwp/contracts'

import type { CsvValue } from '../../lib/csv.js'
import { notFound } from '../../lib/errors.js'
import type { ListRun, QuotationsRepository, RunCursor, RunFilters } from './quotations.repository.js'

/** Rows an export reads at a time: small enough to keep memory flat, large enough to be few reads. */
export const EXPORT_BATCH = 500

/** Who reads the list, and when: what "mine" and "due" mean for this read. */
export interface ListViewer {
  viewerId: string | null
  /** Today on the company's calendar (`YYYY-MM-DD`). */
  today: string
}

/**
 * The runs a list is read in. Newest first is one run. "Oldest pending first" is the pending
 * quotations oldest first, then (unless the filter keeps them out) the completed ones newest first:
 * two runs, each read in order from its status index (0005), so no page sorts the whole table.
 * "By follow-up" is the dated ones earliest first, then the undated ones newest first.
 */
export function runsOf({ sort, ...rest }: QuotationFilters, viewer: ListViewer): ListRun[] {
  const filters: RunFilters = { ...rest, ...viewer }
  if (sort === 'follow-up') {
    const dated: ListRun = { filters: { ...filters, hasFollowUp: true }, direction: 'asc', by: 'followUpOn' }
    // "Due" keeps only dated rows: the undated run would be empty.
    if (filters.followUp === 'due') return [dated]
    return [dated, { filters: { ...filters, hasFollowUp: false }, direction: 'desc', by: 'createdAt' }]
  }
  if (sort === 'newest' || filters.status === 'completed') {
    return [{ filters, direction: 'desc', by: 'createdAt' }]
  }
  const pending: ListRun = { filters: { ...filters, status: 'pending' }, direction: 'asc', by: 'createdAt' }
  if (filters.status === 'pending') return [pending]
  return [pending, { filters: { ...filters, status: 'completed' }, direction: 'desc', by: 'createdAt' }]
}

/** A row of the CSV export, in QUOTATION_CSV_HEADER's order. */
function csvRow(quotation: QuotationListItem): CsvValue[] {
  return [
    quotation.fullName,
    quotation.phoneNumber,
    quotation.email,
    quotation.address,
    quotation.message,
    quotation.product?.name,
    quotation.product?.productCode,
    quotation.product?.category.name,
    QUOTE_REGION_LABELS[quotation.region],
    quotation.status,
    quotation.createdAt,
  ]
}

/**
 * The back office's side of quotations (docs/requirements/enquiries.md#quotes-section, #states, #calls) and
 * the quote desk: the list, a page of it, the CSV export, the status change and the delete. None of it
 * changes what visitors see; the dashboard's counts are read live, so they follow every change.
 */
export function createQuotationDeskService(quotations: QuotationsRepository) {
  async function pageIds(runs: ListRun[], offset: number, limit: number): Promise<string[]> {
    const ids: string[] = []
    let skip = offset
    for (const [index, run] of runs.entries()) {
      // A run before the last is skipped whole when the page starts past its end. A page that starts
      // at a run's start needs no count: it takes what the run has and goes on to the next one.
      if (index < runs.length - 1 && skip > 0) {
        const size = await quotations.count(run.filters)
        if (skip >= size) {
          skip -= size
          continue
        }
      }
      const found = await quotations.runIds(run, { limit: limit - ids.length, offset: skip })
      ids.push(...found.map((row) => row.id))
      skip = 0
      if (ids.length === limit) break
    }
    return ids
  }

  return {
    /** The spec's call: every quotation, newest first. */
    list: (): Promise<QuotationListItem[]> => quotations.listAll(),

    async listPage(
      page: QuotationPage,
      viewer: ListViewer,
    ): Promise<{ data: QuotationListItem[]; pagination: Pagination }> {
      const { search, status, region, owner, stage, followUp } = page
      const total = await quotations.count({ search, status, region, owner, stage, followUp, ...viewer })
      const ids = total > page.offset ? await pageIds(runsOf(page, viewer), page.offset, page.limit) : []
      return { data: await quotations.rowsOf(ids), pagination: paginationOf(page, total) }
    },

    /**
     * The rows of the list these filters show, in its order, `EXPORT_BATCH` at a time: each batch
     * resumes after the last row of the one before (keyset), so the export never holds more than one
     * batch and a quotation added meanwhile cannot shift a row into the file twice.
     */
    async *exportRows(filters: QuotationFilters, viewer: ListViewer): AsyncGenerator<CsvValue[][]> {
      for (const run of runsOf(filters, viewer)) {
        let cursor: RunCursor | null = null
        for (;;) {
          const batch: RunCursor[] = await quotations.runIds(run, { limit: EXPORT_BATCH, cursor })
          if (batch.length === 0) break
          const rows = await quotations.rowsOf(batch.map((row) => row.id))
          yield rows.map(csvRow)
          if (batch.length < EXPORT_BATCH) break
          cursor = batch[batch.length - 1]!
        }
      }
    },

    async delete(id: string): Promise<void> {
      if (!(await quotations.delete(id))) throw notFound(QUOTATION_MESSAGES.notFound)
    },
  }
}

export type QuotationDeskService = ReturnType<typeof createQuotationDeskService>
