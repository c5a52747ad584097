import type { Kysely } from 'kysely'

import type { Database } from '../database.js'

export function createScheduledRunsRepository(db: Kysely<Database>) {
  return {
    /**
     * Claims job `name`'s run for this process when it last ran at or before `dueIfBefore`: true for
     * one claimer only, however many processes ask at once (a conditional UPDATE is atomic on both
     * databases).
     */
    async claim(name: string, now: string, dueIfBefore: string): Promise<boolean> {
      await db
        .insertInto('scheduledRuns')
        .values({ name, lastRunAt: new Date(0).toISOString() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute()
      const claimed = await db
        .updateTable('scheduledRuns')
        .set({ lastRunAt: now })
        .where('name', '=', name)
        .where('lastRunAt', '<=', dueIfBefore)
        .executeTakeFirst()
      return Number(claimed.numUpdatedRows) === 1
    },
  }
}

export type ScheduledRunsRepository = ReturnType<typeof createScheduledRunsRepository>
