import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'

/** The site has one alert heading, kept in row 1. */
export const HEADING_ROW_ID = 1

export function createHeadingRepository(db: Kysely<Database>) {
  return {
    async find(): Promise<string | null> {
      const row = await db
        .selectFrom('heading')
        .select('heading')
        .where('id', '=', HEADING_ROW_ID)
        .executeTakeFirst()
      return row?.heading ?? null
    },

    /** Insert or replace in one statement, so two saves at once cannot both try to create row 1. */
    async upsert(heading: string, updatedAt: string): Promise<void> {
      await db
        .insertInto('heading')
        .values({ id: HEADING_ROW_ID, heading, updatedAt })
        .onConflict((oc) => oc.column('id').doUpdateSet({ heading, updatedAt }))
        .execute()
    },
  }
}

export type HeadingRepository = ReturnType<typeof createHeadingRepository>
