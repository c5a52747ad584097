import type { PotentialCustomer } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import { toCount } from '../../db/dialect.js'
import { toCustomer } from '../../db/repositories/customers.repository.js'

/**
 * The dashboard's figures. Each count is answered from an index: products by (is_active, …),
 * quotations by (status, …), categories and potential customers by their primary keys, and the
 * recent customers by engaged_at.
 */
export function createCountsRepository(db: Kysely<Database>) {
  return {
    /** Products per isActive value (1 or 0). */
    async countProductsByActive(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('products')
        .select(['isActive', (eb) => eb.fn.countAll().as('count')])
        .groupBy('isActive')
        .execute()
      return new Map(rows.map((row) => [Number(row.isActive), toCount(row.count)]))
    },

    async countCategories(): Promise<number> {
      const row = await db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
      return toCount(row.count)
    },

    /** Quotations per status (pending, completed). */
    async countQuotationsByStatus(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('quotations')
        .select(['status', (eb) => eb.fn.countAll().as('count')])
        .groupBy('status')
        .execute()
      return new Map(rows.map((row) => [row.status, toCount(row.count)]))
    },

    /** Answered from sub_categories_category_idx. */
    async countSubCategoriesByCategory(categoryId: string): Promise<number> {
      const row = await db
        .selectFrom('subCategories')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('categoryId', '=', categoryId)
        .executeTakeFirstOrThrow()
      return toCount(row.count)
    },

    /** Answered from products_sub_category_active_idx, with or without its is_active part. */
    async countProductsBySubCategory(subCategoryId: string, { activeOnly }: { activeOnly: boolean }) {
      let query = db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('subCategoryId', '=', subCategoryId)
      if (activeOnly) query = query.where('isActive', '=', 1)
      const row = await query.executeTakeFirstOrThrow()
      return toCount(row.count)
    },

    /**
     * Quotations per week and status: week i holds the times from bounds[i] up to bounds[i + 1].
     * One statement of a count per week and status, each a range of quotations_status_created_idx
     * (status, created_at) that the index alone answers; grouping every row by a computed week
     * would sort them all instead.
     */
    async countQuotationsByWeek(bounds: readonly string[]): Promise<WeekCounts[]> {
      const weeks = bounds.slice(0, -1).map((from, i) => ({ from, to: bounds[i + 1]! }))
      const countIn = (status: QuotationStatus, from: string, to: string) =>
        db
          .selectFrom('quotations')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('status', '=', status)
          .where('createdAt', '>=', from)
          .where('createdAt', '<', to)
      const row = await db
        .selectNoFrom(
          weeks.flatMap(({ from, to }, i) => [
            countIn('pending', from, to).as(`pending${i}`),
            countIn('completed', from, to).as(`completed${i}`),
          ]),
        )
        .executeTakeFirstOrThrow()
      const counts = row as Record<string, unknown>
      return weeks.map((_, i) => ({
        pending: toCount(counts[`pending${i}`]),
        completed: toCount(counts[`completed${i}`]),
      }))
    },

    /** Potential customers who came first by each source, counted from potential_customers_source_idx. */
    async countPotentialCustomersBySource(sources: readonly string[]): Promise<number[]> {
      const row = await db
        .selectNoFrom(
          sources.map((source, i) =>
            db
              .selectFrom('potentialCustomers')
              .select((eb) => eb.fn.countAll().as('count'))
              .where('source', '=', source)
              .as(`source${i}`),
          ),
        )
        .executeTakeFirstOrThrow()
      const counts = row as Record<string, unknown>
      return sources.map((_, i) => toCount(counts[`source${i}`]))
    },

    async countPotentialCustomers(): Promise<number> {
      const row = await db
        .selectFrom('potentialCustomers')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
      return toCount(row.count)
    },

    /** The most recently engaged first; the id breaks ties so the order is stable. */
    async listRecentPotentialCustomers(limit: number): Promise<PotentialCustomer[]> {
      const rows = await db
        .selectFrom('potentialCustomers')
        .select(['id', 'email', 'source', 'visitCount', 'createdAt', 'engagedAt'])
        .orderBy('engagedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
      return rows.map(toCustomer)
    },
  }
}

type QuotationStatus = 'pending' | 'completed'

export type WeekCounts = Record<QuotationStatus, number>

export type CountsRepository = ReturnType<typeof createCountsRepository>
