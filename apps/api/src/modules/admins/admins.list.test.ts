import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin } from '../../db/bootstrap.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { signedInAdmin, TEST_PASSWORD, type TestAdmin } from '../../test/factories.js'

/** User Management's table: one server page with a search and a state filter (decision record 008). */

let t: TestApp
let boss: TestAdmin
beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin', { username: 'boss' })
  const people = [
    ['sana', 'Sana Khan', 'sana.khan@gwp.pk'],
    ['omar', 'Omar Farooq', 'omar@example.com'],
    ['ayesha', 'Ayesha 100% Malik', 'ayesha@gwp.ae'],
  ]
  for (const [username, fullName, email] of people) {
    await createAdmin(t.app.db, {
      username: username!,
      fullName,
      email,
      password: TEST_PASSWORD,
      role: 'Member',
    })
  }
  for (let i = 0; i < 9; i++) {
    await createAdmin(t.app.db, { username: `staff${i}`, password: TEST_PASSWORD, role: 'Member' })
  }
})
afterAll(async () => {
  await t.close()
})

const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/v1/admin${query}`, headers: boss.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
const usernames = (body: { data: Array<{ username: string }> }) => body.data.map((admin) => admin.username)

describe('GET /api/v1/admin with page, limit, q or status', () => {
  it('answers the whole list without them, as the spec calls it', async () => {
    const body = await list('')
    expect(body.data).toHaveLength(13)
    expect(body).not.toHaveProperty('pagination')
  })

  it('answers ten newest first a page, with the pagination numbers', async () => {
    const first = await list('?page=1')
    expect(first.data).toHaveLength(10)
    expect(usernames(first)[0]).toBe('staff8')
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 13, totalPages: 2 })
    const second = await list('?page=2')
    expect(usernames(second)).toEqual(['omar', 'sana', 'boss'])
  })

  it('finds the text in the username, the full name or the e-mail, in any letter case', async () => {
    expect(usernames(await list('?q=SANA'))).toEqual(['sana'])
    expect(usernames(await list('?q=farooq'))).toEqual(['omar'])
    expect(usernames(await list('?q=gwp.ae'))).toEqual(['ayesha'])
    expect(usernames(await list('?q=gwp.'))).toEqual(['ayesha', 'sana'])
    // The search's own wildcard characters are taken literally.
    expect(usernames(await list('?q=100%25'))).toEqual(['ayesha'])
    expect(usernames(await list('?q=_'))).toEqual([])
    expect((await list('?q=nobody')).pagination.total).toBe(0)
  })

  it('refuses a page or filter it does not know', async () => {
    for (const query of ['?page=0', '?limit=1000', '?status=gone']) {
      const response = await t.app.inject({ url: `/api/v1/admin${query}`, headers: boss.headers })
      expect(response.statusCode).toBe(400)
    }
  })
})
