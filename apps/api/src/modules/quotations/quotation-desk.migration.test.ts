import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { down, up } from '../../db/migrations/0005-quotation-desk.js'
import { newId } from '../../lib/ids.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { signedInAdmin } from '../../test/factories.js'
import { quotationTime } from '../../test/quotations.js'

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('migration 0005 on a database that already holds quotations', () => {
  it('fills in the e-mail key and the region of every stored row, across batches', async () => {
    const db = t.app.db as unknown as Kysely<unknown>
    await down(db)
    const phones = ['03001234567', '+971501234567', '0501234567', '+92 333 1234567', '04001234567']
    // More than one backfill batch (1,000 rows), inserted as 0004 left the table.
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      id: newId(Date.parse(quotationTime(i))),
      productId: null,
      fullName: `Visitor ${i}`,
      phoneNumber: phones[i % phones.length]!,
      email: ` Visitor${i}@Example.COM `,
      address: 'Plot 12',
      message: '',
      status: 'pending',
      createdAt: quotationTime(i),
      updatedAt: quotationTime(i),
    }))
    for (let i = 0; i < rows.length; i += 200) {
      await t.app.db
        .insertInto('quotations')
        .values(rows.slice(i, i + 200))
        .execute()
    }

    await up(db)

    const stored = await t.app.db
      .selectFrom('quotations')
      .select(['fullName', 'emailKey', 'region'])
      .orderBy('createdAt')
      .execute()
    expect(stored).toHaveLength(1203)
    const regions = ['pk', 'ae', 'ae', 'pk', 'other']
    stored.forEach((row, i) => {
      expect(row).toEqual({
        fullName: `Visitor ${i}`,
        emailKey: `visitor${i}@example.com`,
        region: regions[i % 5],
      })
    })

    // The list reads them from the new indexes.
    const admin = await signedInAdmin(t.app, 'Member')
    const page = await t.app.inject({
      url: '/api/v1/quotation?q=visitor1202@&region=ae',
      headers: admin.headers,
    })
    expect(page.json().data.map((q: { fullName: string }) => q.fullName)).toEqual(['Visitor 1202'])
  })
})
