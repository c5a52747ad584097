import type { PartnerLogo } from '@gwp/contracts'
import type { Insertable, Kysely } from 'kysely'

import type { Database, PartnerLogosTable } from '../../db/database.js'

const COLUMNS = ['id', 'name', 'image'] as const

export function createPartnerLogosRepository(db: Kysely<Database>) {
  return {
    /** In the order they were added; the id (UUID v7) breaks ties within one millisecond. */
    async list(): Promise<PartnerLogo[]> {
      return db.selectFrom('partnerLogos').select(COLUMNS).orderBy('createdAt').orderBy('id').execute()
    },

    async find(id: string, trx: Kysely<Database> = db): Promise<PartnerLogo | null> {
      return (
        (await trx.selectFrom('partnerLogos').select(COLUMNS).where('id', '=', id).executeTakeFirst()) ?? null
      )
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
