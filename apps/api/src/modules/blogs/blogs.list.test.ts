import { AUTH_MESSAGES, BLOG_FALLBACK_AUTHOR } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin } from '../../db/bootstrap.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import {
  bearer,
  catalogTime,
  createBlog,
  signedInAdmin,
  TEST_PASSWORD,
  type TestAdmin,
} from '../../test/factories.js'

/**
 * GET /api/v1/blog: the back office's list, every blog, for any signed-in admin
 * (docs/requirements/blogs.md#calls).
 */

let t: TestApp
let member: TestAdmin
const ids: Record<string, string> = {}

const list = (query = '', headers: Record<string, string> = member.headers) =>
  t.app.inject({ url: `/api/v1/blog${query}`, headers })
const titles = (body: { data: Array<{ title: string }> }) => body.data.map((blog) => blog.title)

beforeAll(async () => {
  t = await buildTestApp()
  member = await signedInAdmin(t.app, 'Member')
  const ayesha = await createAdmin(t.app.db, {
    username: 'ayesha',
    password: TEST_PASSWORD,
    role: 'Member',
    fullName: 'Ayesha Siddiqui',
  })
  const bilal = await createAdmin(t.app.db, { username: 'bilal', password: TEST_PASSWORD, role: 'Member' })
  // Twelve blogs, one a minute: "Floor care 1" is the oldest; every third one is a draft.
  for (let i = 1; i <= 12; i++) {
    const blog = await createBlog(t.app, {
      title: i === 5 ? 'Kitchen 100% clean_up' : `Floor care ${i}`,
      createdAt: catalogTime(i),
      isActive: i % 3 !== 0,
      authorId: i === 1 ? ayesha : i === 2 ? bilal : null,
    })
    ids[blog.title] = blog.id
  }
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/v1/blog', () => {
  it('answers 401 without a valid token', async () => {
    for (const headers of [{}, bearer('not-a-real-token')]) {
      const response = await list('', headers)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ success: false, message: AUTH_MESSAGES.unauthenticated })
    }
  })

  it('lists every blog to any signed-in admin, drafts included, newest first', async () => {
    const response = await list()
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.pagination).toBeUndefined()
    expect(body.data).toHaveLength(12)
    expect(titles(body)[0]).toBe('Floor care 12')
    expect(titles(body).at(-1)).toBe('Floor care 1')
    expect(body.data.filter((blog: { isActive: boolean }) => !blog.isActive)).toHaveLength(4)
  })

  it('gives each blog its author’s name and full name (docs/requirements/blogs.md#fields)', async () => {
    const { data } = (await list()).json()
    const byTitle = (title: string) => data.find((blog: { title: string }) => blog.title === title)
    expect(byTitle('Floor care 1')).toEqual({
      _id: ids['Floor care 1'],
      title: 'Floor care 1',
      content: expect.any(String),
      image: `uploads/blogs/${ids['Floor care 1']}.jpg`,
      author: { name: 'Ayesha Siddiqui', fullName: 'Ayesha Siddiqui' },
      isActive: true,
      createdAt: catalogTime(1),
      updatedAt: catalogTime(1),
    })
    // The factory's admin has the username as full name; a deleted author leaves the company's name.
    expect(byTitle('Floor care 2').author.name).toBeTruthy()
    expect(byTitle('Floor care 4').author).toEqual({
      name: BLOG_FALLBACK_AUTHOR,
      fullName: BLOG_FALLBACK_AUTHOR,
    })
  })

  it('pages 10 at a time with the total', async () => {
    const first = (await list('?page=1')).json()
    expect(first.data).toHaveLength(10)
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 })
    const second = (await list('?page=2')).json()
    expect(titles(second)).toEqual(['Floor care 2', 'Floor care 1'])
  })

  it('filters by status', async () => {
    const active = (await list('?status=active')).json()
    expect(active.pagination.total).toBe(8)
    expect(active.data.every((blog: { isActive: boolean }) => blog.isActive)).toBe(true)
    const inactive = (await list('?status=inactive&limit=3')).json()
    expect(titles(inactive)).toEqual(['Floor care 12', 'Floor care 9', 'Floor care 6'])
    expect(inactive.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 })
  })

  it('searches titles without regard to case, LIKE wildcards taken literally', async () => {
    expect(titles((await list('?q=FLOOR%20CARE%201')).json())).toEqual([
      'Floor care 12',
      'Floor care 11',
      'Floor care 10',
      'Floor care 1',
    ])
    expect(titles((await list('?q=100%25')).json())).toEqual(['Kitchen 100% clean_up'])
    expect(titles((await list('?q=n_u')).json())).toEqual(['Kitchen 100% clean_up'])
    expect(titles((await list('?q=r_c')).json())).toEqual([])
    const both = (await list('?q=floor&status=inactive')).json()
    expect(both.pagination.total).toBe(4)
  })

  it('refuses a query it cannot read', async () => {
    for (const query of ['?status=draft', '?page=0', '?limit=1000']) {
      expect((await list(query)).statusCode).toBe(400)
    }
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'blogs' },
      request: { url: '/api/v1/blog?page=1' },
      route: '/api/v1/blog',
    })
  })
})
