import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../test/app.js'
import { createCategory, createProduct } from '../test/factories.js'
import { prepareQuery } from './prepared-query.js'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

describe('prepareQuery', () => {
  it('runs the query compiled once with each call’s arguments, keeping its constants', async () => {
    const db = t.app.db
    const soap = await createCategory(t.app, { name: 'Soap' })
    const mops = await createCategory(t.app, { name: 'Mops' })
    await createProduct(t.app, soap.id, { name: 'Bar soap' })
    await createProduct(t.app, soap.id, { name: 'Old soap', isActive: false })
    await createProduct(t.app, mops.id, { name: 'Flat mop' })
    await createProduct(t.app, mops.id, { name: 'Spin mop' })

    const activeNames = prepareQuery(db, 2, (categoryId: string, limit: number) =>
      db
        .selectFrom('products')
        .select('name')
        .where('categoryId', '=', categoryId)
        .where('isActive', '=', 1)
        .orderBy('name')
        .limit(limit),
    )
    const names = async (categoryId: string, limit: number) =>
      (await activeNames(categoryId, limit)).map((row) => row.name)

    expect(await names(soap.id, 10)).toEqual(['Bar soap'])
    expect(await names(mops.id, 10)).toEqual(['Flat mop', 'Spin mop'])
    expect(await names(mops.id, 1)).toEqual(['Flat mop'])
    expect(await names('no-such-category', 10)).toEqual([])
  })

  it('refuses a query that leaves an argument out of its SQL', () => {
    const db = t.app.db
    expect(() =>
      prepareQuery(db, 2, (name: string, _ignored: string) =>
        db.selectFrom('categories').select('id').where('name', '=', name),
      ),
    ).toThrow('1 argument(s) never reach the SQL')
  })
})
