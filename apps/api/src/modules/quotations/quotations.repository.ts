import type { Quotation } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'

/** The product a quotation asks about, as the quotation reports it. */
export interface QuotedProduct {
  id: string
  name: string
  productCode: string
  categoryName: string
}

export type NewQuotation = Omit<Database['quotations'], 'status'> & { status: Quotation['status'] }

// Ids are UUIDs; anything far longer is not worth a query.
const MAX_ID_LENGTH = 100

export function createQuotationsRepository(db: Kysely<Database>) {
  return {
    /** An active product (decision 11); null for an unknown, inactive or deleted one. */
    async findActiveProduct(id: string, trx: Kysely<Database> = db): Promise<QuotedProduct | null> {
      if (id.length > MAX_ID_LENGTH) return null
      const row = await trx
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.categoryId')
        .select(['products.id', 'products.name', 'products.productCode', 'categories.name as categoryName'])
        .where('products.id', '=', id)
        .where('products.isActive', '=', 1)
        .executeTakeFirst()
      return row ?? null
    },

    async create(quotation: NewQuotation, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('quotations').values(quotation).execute()
    },
  }
}

export type QuotationsRepository = ReturnType<typeof createQuotationsRepository>
