import { ENQUIRY_MESSAGES } from '@gwp/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { createCategory, createProduct, signedInAdmin, type TestAdmin } from '../../test/factories.js'

/**
 * The visitor's language on a quotation request (issue 24): taken from the form, stored with the
 * quotation and the potential customer, answered in the staff's lists and the record, and named in
 * the staff notice, which stays in English.
 */

const URL = '/api/v1/quotation/create'

let t: TestApp
let admin: TestAdmin
let productId: string
let visitors = 0

beforeAll(async () => {
  t = await buildTestApp({ STAFF_EMAIL: 'sales@gwp.example', PUBLIC_URL: 'https://gwp.example' })
  admin = await signedInAdmin(t.app, 'superAdmin')
  const category = await createCategory(t.app, { name: 'Floor Care' })
  productId = (await createProduct(t.app, category.id, { name: 'Spin Mop Deluxe' })).id
})

afterAll(async () => {
  await t.close()
})

/** A request that passes every rule, from an address of its own. */
function quote(language?: unknown) {
  const email = `visitor${visitors++}@example.com`
  const payload = {
    product: productId,
    fullName: 'Ayesha Siddiqui',
    phoneNumber: '03001234567',
    email,
    address: 'Plot 12, Industrial Area, Lahore',
    message: 'Please quote 200 pieces.',
    ...(language === undefined ? {} : { language }),
  }
  // Each request from an address of its own, so the hourly per-IP allowance never runs out.
  return t.app.inject({ method: 'POST', url: URL, payload, remoteAddress: `10.1.0.${visitors}` })
}

const get = (url: string) => t.app.inject({ url, headers: admin.headers })

const storedRow = (id: string) =>
  t.app.db.selectFrom('quotations').select('language').where('id', '=', id).executeTakeFirstOrThrow()

const customerOf = (email: string) =>
  t.app.db
    .selectFrom('potentialCustomers')
    .select('language')
    .where('emailKey', '=', email)
    .executeTakeFirstOrThrow()

const staffNoticeAbout = async (email: string) =>
  (await t.app.db.selectFrom('mailQueue').selectAll().where('toAddress', '=', 'sales@gwp.example').execute())
    .filter((mail) => mail.textBody.includes(`Email: ${email}`))
    .map((mail) => mail.textBody)

describe(`POST ${URL} with a language`, () => {
  it.each([
    ['ar', 'Arabic'],
    ['ur', 'Urdu'],
    ['en', 'English'],
  ] as const)(
    'stores %s with the quotation and the customer, and tells staff in English',
    async (language, name) => {
      const response = await quote(language)
      expect(response.statusCode).toBe(201)
      const { data } = response.json()
      expect(data.language).toBe(language)
      expect(await storedRow(data._id)).toEqual({ language })
      expect(await customerOf(data.email)).toEqual({ language })

      const [notice] = await staffNoticeAbout(data.email)
      expect(notice).toContain(`Language: ${name}`)
      expect(notice).toContain('A visitor asked for a quotation on the website.')
    },
  )

  it('stores English when the form sends no language', async () => {
    const response = await quote()
    expect(response.statusCode).toBe(201)
    const { data } = response.json()
    expect(data.language).toBe('en')
    expect(await storedRow(data._id)).toEqual({ language: 'en' })
    expect(await staffNoticeAbout(data.email)).toEqual([expect.stringContaining('Language: English')])
  })

  it.each([['fr'], [''], ['AR'], [7], [null]])(
    'refuses the language %j with 400, storing nothing',
    async (language) => {
      const before = await t.app.db.selectFrom('quotations').select('id').execute()
      const response = await quote(language)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        message: ENQUIRY_MESSAGES.languageInvalid,
        errors: { language: ENQUIRY_MESSAGES.languageInvalid },
      })
      expect(await t.app.db.selectFrom('quotations').select('id').execute()).toEqual(before)
    },
  )

  it('keeps a broken field’s own message first when the language is wrong too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { product: productId, email: 'x@example.com', language: 'fr' },
      remoteAddress: '10.2.0.1',
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.message).not.toBe(ENQUIRY_MESSAGES.languageInvalid)
    expect(body.errors.language).toBe(ENQUIRY_MESSAGES.languageInvalid)
  })
})

describe('the language in the back office', () => {
  it('is in the quotations list (plain and paged), the record, and the potential customers list', async () => {
    const arabic = (await quote('ar')).json().data
    const urdu = (await quote('ur')).json().data

    for (const url of ['/api/v1/quotation', '/api/v1/quotation?page=1&limit=50']) {
      const listed = (await get(url)).json().data as Array<{ _id: string; language: string }>
      expect(listed.find((row) => row._id === arabic._id)?.language).toBe('ar')
      expect(listed.find((row) => row._id === urdu._id)?.language).toBe('ur')
    }
    const record = await get(`/api/v1/quotation/${arabic._id}`)
    expect(record.statusCode).toBe(200)
    expect(record.json().data).toMatchObject({ _id: arabic._id, language: 'ar' })

    for (const url of ['/api/v1/potential-customer', '/api/v1/potential-customer?page=1&limit=50']) {
      const customers = (await get(url)).json().data as Array<{ email: string; language: string }>
      expect(customers.find((row) => row.email === arabic.email)?.language).toBe('ar')
      expect(customers.find((row) => row.email === urdu.email)?.language).toBe('ur')
    }
  })
})
