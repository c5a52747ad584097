import { RIGHTS_VERSION_HEADER } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { createRole, signedInAdmin, type TestAdmin } from '../../test/factories.js'

let t: TestApp
let boss: TestAdmin
beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
  for (const name of ['Blog Writer', 'Packer', 'Sales_Desk', 'auditor', 'Zeta 50%'])
    await createRole(t.app, name)
  for (let i = 0; i < 6; i++) await createRole(t.app, `Team ${i}`)
})
afterAll(async () => {
  await t.close()
})

const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/v1/permission/${query}`, headers: boss.headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
const names = (body: { permission: Array<{ role: string }> }) => body.permission.map((role) => role.role)

describe('GET /api/v1/permission/ with page, limit or q', () => {
  it('answers every role without them, and one page by name with them', async () => {
    const whole = await list('')
    expect(whole.permission).toHaveLength(13)
    expect(whole).not.toHaveProperty('pagination')

    const first = await list('?page=1&limit=10')
    expect(names(first)).toEqual(names(whole).slice(0, 10))
    expect(names(first).slice(0, 3)).toEqual(['auditor', 'Blog Writer', 'Member'])
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 13, totalPages: 2 })
    expect(names(await list('?page=2&limit=10'))).toEqual(names(whole).slice(10))
  })

  it('finds the text anywhere in the name, in any case, its wildcards taken literally', async () => {
    expect(names(await list('?q=WRITER'))).toEqual(['Blog Writer'])
    expect(names(await list('?q=team'))).toHaveLength(6)
    expect(names(await list('?q=_'))).toEqual(['Sales_Desk'])
    expect(names(await list('?q=50%25'))).toEqual(['Zeta 50%'])
    expect((await list('?q=admin')).permission.map((r: { role: string }) => r.role)).toEqual(['superAdmin'])
  })
})

describe('the rights fingerprint on signed-in answers', () => {
  it('changes when the holder’s grid is saved, and is never sent to visitors', async () => {
    const id = await createRole(t.app, 'Fingerprinted')
    const holder = await signedInAdmin(t.app, 'Fingerprinted')
    const fingerprint = async () =>
      (await t.app.inject({ url: '/api/v1/auth/me', headers: holder.headers })).headers[RIGHTS_VERSION_HEADER]

    const before = await fingerprint()
    expect(before).toMatch(/^[\w-]{16}$/)
    expect(await fingerprint()).toBe(before)
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/permission/${id}`,
      headers: boss.headers,
      payload: { role: 'Fingerprinted', permissions: { blog: { create: true } } },
    })
    expect(saved.statusCode).toBe(200)
    const after = await fingerprint()
    expect(after).toMatch(/^[\w-]{16}$/)
    expect(after).not.toBe(before)

    const anonymous = await t.app.inject({ url: '/api/v1/category' })
    expect(anonymous.headers[RIGHTS_VERSION_HEADER]).toBeUndefined()
  })
})
