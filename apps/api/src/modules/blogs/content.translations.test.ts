import { BLOG_FORM_MESSAGES, EVENT_MESSAGES, HEADING_MESSAGES } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { eventUrls } from '../../test/event-forms.js'
import {
  contentVersion,
  createBlog,
  createEvent,
  signedInAdmin,
  type TestAdmin,
} from '../../test/factories.js'
import { imageBytes, multipartForm } from '../../test/uploads.js'

/**
 * Content translations of blogs, events, the heading and partner logos
 * (packages/contracts/src/translations.ts): each kind's admin write and read of `translations`,
 * and its public read with `?lang`.
 */

const ARABIC_CONTENT = 'نظّف الرخام بمنظف متعادل الحموضة وماء دافئ, ثم جففه بقطعة قماش نظيفة حتى يبقى لامعًا.'

let t: TestApp
let boss: TestAdmin
beforeAll(async () => {
  t = await buildTestApp()
  boss = await signedInAdmin(t.app, 'superAdmin')
})
afterAll(async () => {
  await t.close()
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

describe('blogs', () => {
  it('creates a post with its Arabic and answers it in Arabic to visitors, English where untranslated', async () => {
    const before = await contentVersion(t.app, 'blogs')
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blog/create',
      headers: boss.headers,
      payload: multipartForm(
        {
          title: 'Caring for Marble Floors',
          content: 'Marble floors stay beautiful for decades with the right routine, day after day.',
          translations: JSON.stringify({ ar: { title: 'العناية بأرضيات الرخام', content: ARABIC_CONTENT } }),
        },
        { image: { bytes: await imageBytes('jpeg', 1200, 800), type: 'image/jpeg', filename: 'b.jpg' } },
      ),
    })
    expect(created.statusCode, created.body).toBe(201)
    const { data } = created.json()
    expect(data.translations).toEqual({ ar: { title: 'العناية بأرضيات الرخام', content: ARABIC_CONTENT } })
    expect(await contentVersion(t.app, 'blogs')).toBe(before + 1)

    const arabic = (await get('/api/v1/blog/active-blogs?lang=ar')).json().data[0]
    expect(arabic).toMatchObject({ _id: data._id, title: 'العناية بأرضيات الرخام', untranslated: [] })
    expect(arabic).not.toHaveProperty('translations')
    const urdu = (await get(`/api/v1/blog/${data._id}?lang=ur`)).json().data
    expect(urdu).toMatchObject({ title: 'Caring for Marble Floors', untranslated: ['title', 'content'] })
    const english = (await get(`/api/v1/blog/${data._id}`)).json().data
    expect(english).not.toHaveProperty('untranslated')
    expect(english).not.toHaveProperty('translations')
  })

  it('adds Urdu to a post, keeps its Arabic, and lists both to the back office', async () => {
    const { id } = await createBlog(t.app)
    const patch = (translations: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/blog/${id}`,
        headers: boss.headers,
        payload: { translations },
      })
    expect((await patch({ ar: { title: 'نصائح التنظيف' } })).statusCode).toBe(200)
    const response = await patch({ ur: { title: 'صفائی کے مشورے' } })
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toBe(BLOG_FORM_MESSAGES.updated)
    const listed = (await get('/api/v1/blog', boss.headers)).json().data
    expect(listed.find((blog: { _id: string }) => blog._id === id).translations).toEqual({
      ur: { title: 'صفائی کے مشورے' },
      ar: { title: 'نصائح التنظيف' },
    })
  })

  it('refuses a translated content under the English rule and message', async () => {
    const { id } = await createBlog(t.app)
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/blog/${id}`,
      headers: boss.headers,
      payload: { translations: { ur: { content: 'بہت مختصر' } } },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: BLOG_FORM_MESSAGES.contentTooShort,
      errors: { 'translations.ur.content': BLOG_FORM_MESSAGES.contentTooShort },
    })
  })
})

describe('events', () => {
  it('stores an event’s Urdu through the update form and answers the active list in Urdu', async () => {
    const { id } = await createEvent(t.app, { fromDate: '2026-03-10', toDate: '2026-03-12' })
    const before = await contentVersion(t.app, 'events')
    const response = await t.app.inject({
      method: 'PUT',
      url: eventUrls.update(id),
      headers: boss.headers,
      payload: multipartForm({
        translations: JSON.stringify({
          ur: { title: 'کراچی کلیننگ ایکسپو', location: 'ایکسپو سینٹر کراچی' },
        }),
      }),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.translations).toEqual({
      ur: { location: 'ایکسپو سینٹر کراچی', title: 'کراچی کلیننگ ایکسپو' },
    })
    expect(await contentVersion(t.app, 'events')).toBe(before + 1)
    const listed = (await get('/api/v1/event/get-all-active?lang=ur')).json().events
    expect(listed.find((event: { _id: string }) => event._id === id)).toMatchObject({
      title: 'کراچی کلیننگ ایکسپو',
      location: 'ایکسپو سینٹر کراچی',
      untranslated: ['description'],
    })
  })

  it('refuses a translated title with a refused character in the English message', async () => {
    const { id } = await createEvent(t.app)
    const response = await t.app.inject({
      method: 'PUT',
      url: eventUrls.update(id),
      headers: boss.headers,
      payload: multipartForm({ translations: JSON.stringify({ ar: { title: 'معرض {دبي}' } }) }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({ 'translations.ar.title': EVENT_MESSAGES.specialCharacters })
  })
})

describe('the heading and partner logos', () => {
  it('keeps the heading’s Arabic when a save names only Urdu, and answers each language', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/heading/update', headers: boss.headers, payload })
    await put({ heading: 'Eid sale', translations: { ar: { heading: 'تخفيضات العيد' } } })
    const saved = await put({ heading: 'Eid sale', translations: { ur: { heading: 'عید سیل' } } })
    expect(saved.json().data).toEqual({
      heading: 'Eid sale',
      translations: { ur: { heading: 'عید سیل' }, ar: { heading: 'تخفيضات العيد' } },
    })
    expect((await get('/api/v1/heading?lang=ar')).json()).toEqual({
      success: true,
      message: 'تخفيضات العيد',
      untranslated: [],
    })
    expect((await get('/api/v1/heading')).json()).toEqual({ success: true, message: 'Eid sale' })
    const refused = await put({ heading: 'Eid sale', translations: { ar: { heading: 'تخفيضات $' } } })
    expect(refused.json().errors).toEqual({ 'translations.ar.heading': HEADING_MESSAGES.specialCharacters })
  })

  it('creates a partner logo with its Arabic name and answers it with ?lang=ar', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner-logo',
      headers: boss.headers,
      payload: multipartForm(
        { name: 'Gulf Star Trading', translations: JSON.stringify({ ar: { name: 'نجمة الخليج للتجارة' } }) },
        { image: { bytes: await imageBytes('png', 400, 200) } },
      ),
    })
    expect(created.statusCode).toBe(201)
    const arabic = (await get('/api/v1/partner-logo?lang=ar')).json().data
    expect(arabic).toEqual([
      {
        id: created.json().data.id,
        name: 'نجمة الخليج للتجارة',
        image: expect.any(String),
        untranslated: [],
      },
    ])
  })
})
