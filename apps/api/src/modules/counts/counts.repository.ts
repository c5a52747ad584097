import type { PotentialCustomer } from '@gwp/contracts'
import { sql, type Kysely } from 'kysely'

import type { Database } from '../../db/database.js'
import { toCount } from '../../db/dialect.js'

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
     * Quotations per week and status, from `weeks[0]` up to `end`: week i holds the times from
     * weeks[i] up to the next one. Answered from quotations_status_created_idx (status, created_at)
     * alone, which holds both columns the count needs; the CASE gives each row its week.
     */
    async countQuotationsByWeek(weeks: readonly string[], end: string): Promise<WeekStatusCount[]> {
      // Latest week first, so each row stops at the first bound it reaches. The week numbers are
      // literals: PostgreSQL cannot type a CASE whose every branch is a parameter.
      const bounds = weeks
        .map((start, i) => sql`when ${sql.ref('createdAt')} >= ${start} then ${sql.lit(i)}`)
        .slice(1)
        .reverse()
      const week = sql<number>`case ${sql.join(bounds, sql` `)} else 0 end`
      const rows = await db
        .selectFrom('quotations')
        .select(['status', week.as('week'), (eb) => eb.fn.countAll().as('count')])
        .where('status', 'in', ['pending', 'completed'])
        .where('createdAt', '>=', weeks[0]!)
        .where('createdAt', '<', end)
        .groupBy(['status', 'week'])
        .execute()
      return rows.map((row) => ({ status: row.status, week: Number(row.week), count: toCount(row.count) }))
    },

    /** Potential customers per source, counted from potential_customers_source_idx (0006). */
    async countPotentialCustomersBySource(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('potentialCustomers')
        .select(['source', (eb) => eb.fn.countAll().as('count')])
        .groupBy('source')
        .execute()
      return new Map(rows.map((row) => [row.source, toCount(row.count)]))
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
      return rows.map((row) => ({
        _id: row.id,
        email: row.email,
        source: row.source,
        visitCount: Number(row.visitCount),
        createdAt: row.createdAt,
        engagedAt: row.engagedAt,
      }))
    },
  }
}

export interface WeekStatusCount {
  status: string
  /** The week's place in the list the query was given. */
  week: number
  count: number
}

export type CountsRepository = ReturnType<typeof createCountsRepository>
