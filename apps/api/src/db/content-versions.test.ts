import path from 'node:path'

import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../test/app.js'
import {
  bumpContentVersion,
  createContentVersionsReader,
  OTHER_CONNECTIONS_SEEN_WITHIN_MS,
  type ContentVersions,
} from './content-versions.js'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

describe('content versions reader', () => {
  // A clock that moves only when told: what follows never depends on how fast the test runs.
  let clock = 0
  const reader = () => {
    const read = createContentVersionsReader(t.app.db, t.app.sqlite, () => clock)
    return async () => (await read()) as ContentVersions
  }

  it('answers the same object while nothing changes, and a new one after a write of its own at once', async () => {
    const read = reader()
    const first = await read()
    expect(await read()).toBe(first)

    await bumpContentVersion(t.app.db, 'blogs')
    const after = await read()
    expect(after).not.toBe(first)
    expect(after).toEqual({ ...first, blogs: first.blogs + 1 })
    expect(await read()).toBe(after)
  })

  it('sees a write made through another connection within OTHER_CONNECTIONS_SEEN_WITHIN_MS', async () => {
    const read = reader()
    const before = await read()
    if (t.app.sqlite) {
      const other = new Database(path.join(t.dataDir, 'test.sqlite'))
      try {
        other
          .prepare(
            "INSERT INTO content_versions (scope, version) VALUES ('catalog', 5) " +
              'ON CONFLICT (scope) DO UPDATE SET version = version + 5',
          )
          .run()
      } finally {
        other.close()
      }
    } else {
      // On PostgreSQL the app's own pool is other connections already.
      await bumpContentVersion(t.app.db, 'catalog')
    }
    if (t.app.sqlite) {
      // Within the window the file is not read again: nothing this connection did has changed.
      expect(await read()).toBe(before)
    }
    clock += OTHER_CONNECTIONS_SEEN_WITHIN_MS
    expect((await read()).catalog).toBeGreaterThan(before.catalog)
  })

  it('waits for an open transaction and never answers its uncommitted version', async () => {
    const read = reader()
    const before = await read()
    let during: Promise<ContentVersions> | null = null
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await bumpContentVersion(trx, 'events')
        during = read()
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await during!).toEqual(before)
    // The read through the transaction's queue left nothing stale behind for the next one.
    await bumpContentVersion(t.app.db, 'events')
    expect((await read()).events).toBe(before.events + 1)
  })
})
