import { BLOG_FALLBACK_AUTHOR, BLOG_MESSAGES } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createAdmin } from '../../db/bootstrap.js'
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { bearer, catalogTime, createBlog, signedInAdmin, TEST_PASSWORD } from '../../test/factories.js'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

const author = (fullName: string) =>
  createAdmin(t.app.db, {
    username: `writer${Math.random().toString(36).slice(2, 8)}`,
    password: TEST_PASSWORD,
    role: 'Member',
    fullName,
  })

describe('GET /api/v1/blog/active-blogs', () => {
  it('answers an empty list on an empty database', async () => {
    const response = await get('/api/v1/blog/active-blogs')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, data: [] })
  })

  it('lists active blogs newest first, with every field and the author’s name', async () => {
    const ayesha = await author('Ayesha Siddiqui')
    const older = await createBlog(t.app, { title: 'Older', createdAt: catalogTime(1), authorId: ayesha })
    const newest = await createBlog(t.app, {
      title: 'Newest',
      content: 'Microfibre cloths pick up dust, grease and bacteria and hold them inside the cloth.',
      createdAt: catalogTime(30),
      updatedAt: catalogTime(45),
      authorId: ayesha,
    })
    await createBlog(t.app, { title: 'Middle', createdAt: catalogTime(10) })
    const response = await get('/api/v1/blog/active-blogs')
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.map((blog: { title: string }) => blog.title)).toEqual(['Newest', 'Middle', 'Older'])
    expect(data[0]).toEqual({
      _id: newest.id,
      title: 'Newest',
      content: 'Microfibre cloths pick up dust, grease and bacteria and hold them inside the cloth.',
      image: `uploads/blogs/${newest.id}.jpg`,
      author: { name: 'Ayesha Siddiqui' },
      isActive: true,
      createdAt: catalogTime(30),
      updatedAt: catalogTime(45),
    })
    expect(data[2]._id).toBe(older.id)
  })

  it('signs a post whose author account is gone with the company’s name', async () => {
    await createBlog(t.app, { authorId: null })
    const { data } = (await get('/api/v1/blog/active-blogs')).json()
    expect(data[0].author).toEqual({ name: BLOG_FALLBACK_AUTHOR })
  })

  it('orders blogs created in the same millisecond by id, so the order never changes', async () => {
    const ids = []
    for (let i = 0; i < 4; i++) ids.push((await createBlog(t.app, { createdAt: catalogTime(5) })).id)
    const { data } = (await get('/api/v1/blog/active-blogs')).json()
    expect(data.map((blog: { _id: string }) => blog._id)).toEqual([...ids].sort().reverse())
  })

  it('leaves inactive blogs out, for visitors and for signed-in admins alike', async () => {
    await createBlog(t.app, { title: 'Live' })
    await createBlog(t.app, { title: 'Draft', isActive: false })
    const admin = await signedInAdmin(t.app)
    for (const headers of [{}, admin.headers]) {
      const { data } = (await get('/api/v1/blog/active-blogs', headers)).json()
      expect(data.map((blog: { title: string }) => blog.title)).toEqual(['Live'])
    }
  })

  it('answers a strong ETag and a public Cache-Control, and 304 when nothing changed', async () => {
    await createBlog(t.app)
    const response = await get('/api/v1/blog/active-blogs')
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    const again = await get('/api/v1/blog/active-blogs', { 'if-none-match': response.headers.etag! })
    expect(again.statusCode).toBe(304)
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'blogs' },
      request: { url: '/api/v1/blog/active-blogs' },
    })
  })
})

describe('GET /api/v1/blog/:id', () => {
  it('answers an active blog to anyone', async () => {
    const blog = await createBlog(t.app, {
      title: 'Caring for Marble Floors',
      authorId: await author('Bilal Ahmed'),
    })
    const response = await get(`/api/v1/blog/${blog.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      data: expect.objectContaining({
        _id: blog.id,
        title: 'Caring for Marble Floors',
        author: { name: 'Bilal Ahmed' },
        isActive: true,
      }),
    })
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
  })

  it('hides an inactive blog from visitors and from a revoked token, as if it did not exist', async () => {
    const draft = await createBlog(t.app, { isActive: false })
    for (const headers of [{}, bearer('not-a-real-token')]) {
      const response = await get(`/api/v1/blog/${draft.id}`, headers)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: BLOG_MESSAGES.notFound })
    }
  })

  it('shows an inactive blog to a signed-in admin, privately', async () => {
    const draft = await createBlog(t.app, { isActive: false })
    const member = await signedInAdmin(t.app, 'Member')
    const response = await get(`/api/v1/blog/${draft.id}`, member.headers)
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ _id: draft.id, isActive: false })
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL)
  })

  it.each([
    ['an unknown id', '01900000-0000-7000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['a very long id', 'x'.repeat(180)],
    ['an id full of SQL', encodeURIComponent("1' OR '1'='1")],
  ])('answers 404 to %s', async (_, id) => {
    await createBlog(t.app)
    const response = await get(`/api/v1/blog/${id}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: BLOG_MESSAGES.notFound })
    expect(response.headers.etag).toBeUndefined()
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'selectFrom', table: 'blogs' },
      request: { url: '/api/v1/blog/01900000-0000-7000-8000-000000000000' },
      route: '/api/v1/blog/:id',
    })
  })
})
