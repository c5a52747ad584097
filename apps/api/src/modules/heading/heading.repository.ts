import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'

/** The site has one alert heading, kept in row 1. */
export const HEADING_ROW_ID = 1

export interface StoredHeading {
  heading: string
  /** JSON text of its Urdu and Arabic (content-translations.ts). */
  translations: string
}

export function createHeadingRepository(db: Kysely<Database>) {
  return {
    async find(trx: Kysely<Database> = db): Promise<StoredHeading | null> {
      const row = await trx
        .selectFrom('heading')
        .select(['heading', 'translations'])
        .where('id', '=', HEADING_ROW_ID)
        .executeTakeFirst()
      return row ?? null
    },

    /** Insert or replace in one statement, so two saves at once cannot both try to create row 1. */
    async upsert(
      heading: string,
      translations: string | null,
      updatedAt: string,
      trx: Kysely<Database> = db,
    ): Promise<void> {
      // Translations left as they are (null) are not written, so the row's stay.
      const values = { heading, updatedAt, ...(translations === null ? {} : { translations }) }
      await trx
        .insertInto('heading')
        .values({ id: HEADING_ROW_ID, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute()
    },
  }
}

export type HeadingRepository = ReturnType<typeof createHeadingRepository>
