import type { PartnerLogo } from '@gwp/contracts'
import type { Insertable, Kysely } from 'kysely'

import type { Database, PartnerLogosTable } from '../../db/database.js'
import { parseTranslations } from '../../lib/content-translations.js'

const COLUMNS = ['id', 'name', 'image', 'translations'] as const

const toLogo = (row: { id: string; name: string; image: string; translations: string }): PartnerLogo => ({
  id: row.id,
  name: row.name,
  image: row.image,
  // Every stored language; the service decides what of it a read answers (content-translations.ts).
  translations: parseTranslations(row.translations),
})

export function createPartnerLogosRepository(db: Kysely<Database>) {
  return {
    /** In the order they were added; the id (UUID v7) breaks ties within one millisecond. */
    async list(): Promise<PartnerLogo[]> {
      const rows = await db
        .selectFrom('partnerLogos')
        .select(COLUMNS)
        .orderBy('createdAt')
        .orderBy('id')
        .execute()
      return rows.map(toLogo)
    },

    async find(id: string, trx: Kysely<Database> = db): Promise<PartnerLogo | null> {
      const row = await trx.selectFrom('partnerLogos').select(COLUMNS).where('id', '=', id).executeTakeFirst()
      return row ? toLogo(row) : null
    },

    async create(values: Insertable<PartnerLogosTable>, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('partnerLogos').values(values).execute()
    },

    async delete(id: string, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx.deleteFrom('partnerLogos').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}

export type PartnerLogosRepository = ReturnType<typeof createPartnerLogosRepository>
