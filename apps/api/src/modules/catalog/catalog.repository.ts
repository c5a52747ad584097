import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'

/**
 * The login_attempts kind that counts catalogue e-mails per recipient address (subject: the address
 * lower-cased, ip: who asked). Beside the per-IP 'catalog' rows, so the same table's pruning and
 * indexes serve it.
 */

export interface CatalogProductRow {
  categoryId: string
  categoryName: string
  name: string
  productCode: string
  brand: string
  material: string
  packageQuantity: number
  dimension: string
  capacity: string | null
  /** JSON text: the product's image paths, the first one is its main image. */
  images: string
  /** JSON text: the product's and its category's Urdu and Arabic (migration 0013). */
  productTranslations: string
  categoryTranslations: string
}

export function createCatalogRepository(db: Kysely<Database>) {
  return {
    /**
     * The catalogue's content version (db/content-versions.ts): every catalogue write raises it
     * after writing, so rows read after seeing version n are at least as new as n.
     */
    async findVersion(): Promise<number> {
      const row = await db
        .selectFrom('contentVersions')
        .select('version')
        .where('scope', '=', 'catalog')
        .executeTakeFirst()
      return Number(row?.version ?? 0)
    },

    /**
     * Active products only (docs/requirements/api.md#live-content-only); the service puts them in reading
     * order.
     */
    async listActiveProducts(): Promise<CatalogProductRow[]> {
      const rows = await db
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.categoryId')
        .select([
          'categories.id as categoryId',
          'categories.name as categoryName',
          'products.name',
          'products.productCode',
          'products.brand',
          'products.material',
          'products.packageQuantity',
          'products.dimension',
          'products.capacity',
          'products.images',
          'products.translations as productTranslations',
          'categories.translations as categoryTranslations',
        ])
        .where('products.isActive', '=', 1)
        .execute()
      return rows.map((row) => ({ ...row, packageQuantity: Number(row.packageQuantity) }))
    },

    /** Attachment paths named by e-mails not yet sent (pending, or being sent right now). */
    async listQueuedAttachmentPaths(): Promise<string[]> {
      const rows = await db
        .selectFrom('mailQueue')
        .select('attachments')
        .where('status', 'in', ['pending', 'sending'])
        .where('attachments', 'is not', null)
        .execute()
      return rows.flatMap((row) => {
        try {
          return (JSON.parse(row.attachments!) as Array<{ path: string }>).map((file) => file.path)
        } catch {
          return []
        }
      })
    },
  }
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>
