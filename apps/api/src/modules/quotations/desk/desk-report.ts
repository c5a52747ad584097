import {
  CLOSED_STAGES,
  formatMinor,
  offerTitle,
  QUOTE_REGION_LABELS,
  type DeskReport,
  type OfferCurrency,
  type QuoteRegion,
  type QuoteStage,
} from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../../db/database.js'
import type { CsvValue } from '../../../lib/csv.js'

/** The report reads the last twelve months: enough for a trend, bounded however old the site gets. */
export const REPORT_MONTHS = 12
const EXPORT_BATCH = 500
const HOUR_MS = 60 * 60_000

/** The value at fraction `p` of sorted numbers (nearest rank), or null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

interface Decided {
  stage: string
  decidedAt: string
  region: string
  category: string | null
}

function rates<K extends string>(rows: Decided[], keyOf: (row: Decided) => K) {
  const out = new Map<K, { accepted: number; decided: number }>()
  for (const row of rows) {
    const key = keyOf(row)
    const entry = out.get(key) ?? { accepted: 0, decided: 0 }
    entry.decided += 1
    if (row.stage === 'accepted') entry.accepted += 1
    out.set(key, entry)
  }
  return [...out.entries()]
}

/**
 * The dashboard's sales figures and the offers' CSV (decision record 021): time to first reply, win
 * rate (accepted ÷ decided) by month, region and category, and the open offers' value by stage and
 * currency, summed exactly in minor units.
 */
export function createDeskReport(db: Kysely<Database>) {
  return {
    async report(now = new Date()): Promise<DeskReport> {
      const since = new Date(now)
      since.setUTCMonth(since.getUTCMonth() - REPORT_MONTHS)
      const from = since.toISOString()
      const replies = await db
        .selectFrom('quotations')
        .select(['createdAt', 'firstReplyAt'])
        .where('firstReplyAt', 'is not', null)
        .where('createdAt', '>=', from)
        .execute()
      const hours = replies
        .map((row) => (Date.parse(row.firstReplyAt!) - Date.parse(row.createdAt)) / HOUR_MS)
        .sort((a, b) => a - b)
      const decided = (await db
        .selectFrom('quotations')
        .leftJoin('products', 'products.id', 'quotations.productId')
        .leftJoin('categories', 'categories.id', 'products.categoryId')
        .select([
          'quotations.stage',
          'quotations.decidedAt',
          'quotations.region',
          'categories.name as category',
        ])
        .where('quotations.stage', 'in', CLOSED_STAGES)
        .where('quotations.decidedAt', '>=', from)
        .execute()) as Decided[]
      const open = await db
        .selectFrom('offers')
        .innerJoin('quotations', 'quotations.id', 'offers.quotationId')
        .select(['quotations.stage', 'offers.currency', 'offers.totalMinor'])
        .where('offers.status', 'in', ['draft', 'sent'])
        .execute()
      const sums = new Map<
        string,
        { stage: QuoteStage; currency: OfferCurrency; count: number; total: bigint }
      >()
      for (const row of open) {
        const key = `${row.stage}\n${row.currency}`
        const entry = sums.get(key) ?? {
          stage: row.stage as QuoteStage,
          currency: row.currency as OfferCurrency,
          count: 0,
          total: 0n,
        }
        entry.count += 1
        entry.total += BigInt(row.totalMinor)
        sums.set(key, entry)
      }
      return {
        firstReply: {
          replied: hours.length,
          medianHours: round1(percentile(hours, 0.5)),
          p90Hours: round1(percentile(hours, 0.9)),
        },
        winRateByMonth: rates(decided, (row) => row.decidedAt.slice(0, 7))
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([month, counts]) => ({ month, ...counts })),
        winRateByRegion: rates(
          decided,
          (row) => QUOTE_REGION_LABELS[row.region as QuoteRegion] ?? row.region,
        ).map(([region, counts]) => ({ region, ...counts })),
        winRateByCategory: rates(decided, (row) => row.category ?? 'No product')
          .sort(([, a], [, b]) => b.decided - a.decided)
          .map(([category, counts]) => ({ category, ...counts })),
        openOffers: [...sums.values()].map((entry) => ({ ...entry, total: formatMinor(entry.total) })),
      }
    },

    /** Every offer revision, newest first, a batch at a time (keyset on creation time and id). */
    async *exportRows(): AsyncGenerator<CsvValue[][]> {
      let cursor: { createdAt: string; id: string } | null = null
      for (;;) {
        let query = db
          .selectFrom('offers')
          .innerJoin('quotations', 'quotations.id', 'offers.quotationId')
          .leftJoin('admins', 'admins.id', 'quotations.ownerId')
          .select([
            'offers.id',
            'offers.number',
            'offers.revision',
            'offers.status',
            'offers.currency',
            'offers.subtotalMinor',
            'offers.taxMinor',
            'offers.totalMinor',
            'offers.validUntil',
            'offers.sentAt',
            'offers.answeredAt',
            'offers.createdAt',
            'quotations.fullName',
            'quotations.email',
            'admins.fullName as owner',
          ])
        if (cursor) {
          const after = cursor
          query = query.where((eb) =>
            eb(eb.refTuple('offers.createdAt', 'offers.id'), '<', eb.tuple(after.createdAt, after.id)),
          )
        }
        const rows = await query
          .orderBy('offers.createdAt', 'desc')
          .orderBy('offers.id', 'desc')
          .limit(EXPORT_BATCH)
          .execute()
        if (rows.length === 0) return
        yield rows.map((row) => [
          offerTitle(row.number, 1),
          row.revision,
          row.status,
          row.fullName,
          row.email,
          row.currency,
          formatMinor(BigInt(row.subtotalMinor)),
          formatMinor(BigInt(row.taxMinor)),
          formatMinor(BigInt(row.totalMinor)),
          row.validUntil,
          row.sentAt,
          row.answeredAt,
          row.owner,
        ])
        if (rows.length < EXPORT_BATCH) return
        const last = rows[rows.length - 1]!
        cursor = { createdAt: last.createdAt, id: last.id }
      }
    },
  }
}

export type DeskReportReader = ReturnType<typeof createDeskReport>
