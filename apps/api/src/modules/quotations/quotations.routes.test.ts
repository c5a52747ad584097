import fs from 'node:fs'
import path from 'node:path'

import { ENQUIRY_MESSAGES, HONEYPOT_FIELD, QUOTE_FORM_MESSAGES as M } from '@gwp/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { GENERIC_SERVER_ERROR } from '../../plugins/error-envelope.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { expectGeneric500WhenTableFails } from '../../test/expectations.js'
import { createCategory, createProduct } from '../../test/factories.js'

const URL = '/api/v1/quotation/create'

let t: TestApp
let product: { id: string; name: string }
let category: { id: string; name: string }

async function start(env: Record<string, string> = {}) {
  await t?.close()
  t = await buildTestApp(env)
  category = await createCategory(t.app, { name: 'Floor Care' })
  product = await createProduct(t.app, category.id, { name: 'Spin Mop Deluxe' })
}

beforeEach(async () => {
  await start()
})
afterEach(async () => {
  await t.close()
})

/** A body that passes every rule of the Home form; a test overrides the field it is about. */
const quote = (overrides: Record<string, unknown> = {}) => ({
  product: product.id,
  fullName: 'Ayesha Siddiqui',
  phoneNumber: '03001234567',
  email: 'ayesha@example.com',
  address: 'Plot 12, Industrial Area, Lahore',
  message: 'Please quote 200 pieces.',
  ...overrides,
})

const send = (payload: object, ip = '10.0.0.1', app = t.app) =>
  app.inject({ method: 'POST', url: URL, payload, remoteAddress: ip })

const stored = {
  quotations: () => t.app.db.selectFrom('quotations').selectAll().execute(),
  customers: () => t.app.db.selectFrom('potentialCustomers').selectAll().execute(),
  mails: () => t.app.db.selectFrom('mailQueue').selectAll().execute(),
  attempts: () => t.app.db.selectFrom('loginAttempts').selectAll().execute(),
}

describe(`POST ${URL}`, () => {
  it('stores a pending quotation and answers 201 with it', async () => {
    const response = await send(quote({ address: 'A'.repeat(75), message: '' }))
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      message: ENQUIRY_MESSAGES.quotationCreated,
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        fullName: 'Ayesha Siddiqui',
        phoneNumber: '03001234567',
        email: 'ayesha@example.com',
        address: 'A'.repeat(75),
        message: '',
        status: 'pending',
        language: 'en',
        product: {
          _id: product.id,
          id: product.id,
          name: 'Spin Mop Deluxe',
          productCode: expect.stringMatching(/^GWP-/),
          category: { name: 'Floor Care' },
        },
        createdAt: expect.any(String),
        updatedAt: body.data.createdAt,
      },
    })
    expect(Math.abs(Date.parse(body.data.createdAt) - Date.now())).toBeLessThan(10_000)
    expect(await stored.quotations()).toEqual([
      {
        id: body.data._id,
        productId: product.id,
        fullName: 'Ayesha Siddiqui',
        phoneNumber: '03001234567',
        email: 'ayesha@example.com',
        address: 'A'.repeat(75),
        message: '',
        status: 'pending',
        createdAt: body.data.createdAt,
        updatedAt: body.data.createdAt,
        // The quote desk's columns (migration 0005).
        emailKey: 'ayesha@example.com',
        region: 'pk',
        // The sales desk's (0011): a new request, nobody's yet.
        stage: 'new',
        ownerId: null,
        followUpOn: null,
        firstReplyAt: null,
        decidedAt: null,
        // The visitor's language (0014): the form sent none, so English.
        language: 'en',
      },
    ])
    // No STAFF_EMAIL configured: nobody to tell.
    expect(await stored.mails()).toEqual([])
  })

  it('stores the fields without their surrounding blanks', async () => {
    const response = await send(quote({ fullName: '  Bilal Ahmed ', email: ' bilal@example.com\t' }))
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({ fullName: 'Bilal Ahmed', email: 'bilal@example.com' })
    expect((await stored.quotations())[0]).toMatchObject({
      fullName: 'Bilal Ahmed',
      email: 'bilal@example.com',
    })
  })

  it.each([
    ['product', { product: undefined }, M.productRequired],
    ['product', { product: '   ' }, M.productRequired],
    ['fullName', { fullName: undefined }, M.fullNameRequired],
    ['fullName', { fullName: '   ' }, M.fullNameRequired],
    ['fullName', { fullName: 'x'.repeat(101) }, M.fullNameTooLong],
    ['phoneNumber', { phoneNumber: '' }, M.phoneRequired],
    ['phoneNumber', { phoneNumber: '0300123456' }, M.phoneDigits],
    ['phoneNumber', { phoneNumber: '030012345678' }, M.phoneDigits],
    ['phoneNumber', { phoneNumber: '0300-123456' }, M.phoneDigits],
    ['phoneNumber', { phoneNumber: 3001234567 }, M.phoneRequired],
    ['email', { email: '' }, M.emailRequired],
    ['email', { email: 'ayesha.example.com' }, M.emailInvalid],
    ['email', { email: 'ayesha@example' }, M.emailInvalid],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, M.emailInvalid],
    ['address', { address: '' }, M.addressRequired],
    ['address', { address: 'A'.repeat(76) }, M.addressTooLong],
    ['message', { message: 'm'.repeat(1001) }, M.messageTooLong],
  ])('refuses a bad %s with 400 and the form’s message: %j', async (field, overrides, message) => {
    const response = await send(quote(overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message, errors: { [field]: message } })
    expect(await stored.quotations()).toEqual([])
  })

  it('reports every missing field of an empty form, the first one as the message', async () => {
    const response = await send({})
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: M.productRequired,
      errors: {
        product: M.productRequired,
        fullName: M.fullNameRequired,
        phoneNumber: M.phoneRequired,
        email: M.emailRequired,
        address: M.addressRequired,
      },
    })
  })

  it.each([
    ['an inactive product', async () => (await createProduct(t.app, category.id, { isActive: false })).id],
    ['an unknown product', async () => '01900000-0000-7000-8000-000000000000'],
    ['a product id that is not an id', async () => "x' OR '1'='1"],
  ])('refuses %s with 400 and stores nothing', async (_, productId) => {
    const response = await send(quote({ product: await productId() }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: ENQUIRY_MESSAGES.productUnavailable,
      errors: { product: ENQUIRY_MESSAGES.productUnavailable },
    })
    expect(await stored.quotations()).toEqual([])
    expect(await stored.customers()).toEqual([])
    // A refused request does not use up the visitor's allowance.
    expect(await stored.attempts()).toEqual([])
  })

  it('answers a filled honeypot exactly like success, and stores and sends nothing', async () => {
    await start({ STAFF_EMAIL: 'sales@gwp.example' })
    const response = await send(quote({ [HONEYPOT_FIELD]: 'http://spam.example' }))
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ success: true, message: ENQUIRY_MESSAGES.quotationCreated, data: null })
    expect(await stored.quotations()).toEqual([])
    expect(await stored.customers()).toEqual([])
    expect(await stored.mails()).toEqual([])
    // A blank honeypot is what real visitors send.
    expect((await send(quote({ [HONEYPOT_FIELD]: '  ' }))).json().data).not.toBeNull()
  })

  describe('the potential customer (docs/requirements/enquiries.md#potential-customers)', () => {
    it('is created by the first request and counted again by a later one in another case', async () => {
      await send(quote({ email: 'Ayesha@Example.com' }))
      const [first] = await stored.customers()
      expect(first).toMatchObject({
        email: 'Ayesha@Example.com',
        emailKey: 'ayesha@example.com',
        source: 'quotation',
        visitCount: 1,
      })
      expect(first!.engagedAt).toBe(first!.createdAt)

      await new Promise((resolve) => setTimeout(resolve, 5))
      await send(quote({ email: 'AYESHA@example.COM' }))
      const customers = await stored.customers()
      expect(customers).toHaveLength(1)
      expect(customers[0]).toMatchObject({
        id: first!.id,
        email: 'Ayesha@Example.com',
        source: 'quotation',
        visitCount: 2,
        createdAt: first!.createdAt,
      })
      expect(customers[0]!.engagedAt > first!.engagedAt).toBe(true)
    })
  })

  describe('the staff notice (docs/requirements/enquiries.md#quotations)', () => {
    it('is queued only when STAFF_EMAIL is set', async () => {
      expect((await send(quote())).statusCode).toBe(201)
      expect(await stored.mails()).toEqual([])

      await start({ STAFF_EMAIL: 'sales@gwp.example', PUBLIC_URL: 'https://gwp.example' })
      expect((await send(quote())).statusCode).toBe(201)
      const mails = await stored.mails()
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({
        toAddress: 'sales@gwp.example',
        subject: 'New quotation request from Ayesha Siddiqui for Spin Mop Deluxe',
        status: 'pending',
        attachments: null,
      })
      expect(mails[0]!.textBody).toContain('Phone number: 03001234567')
      expect(mails[0]!.textBody).toContain('https://gwp.example/admin?section=quotes')
    })

    it('escapes what the visitor typed and keeps it out of the headers', async () => {
      await start({ STAFF_EMAIL: 'sales@gwp.example' })
      const response = await send(
        quote({
          fullName: 'Eve\r\nBcc: victim@example.com',
          address: '<img src=x onerror=alert(1)> & "co"',
          message: "<script>alert('x')</script>\nSecond line",
        }),
      )
      expect(response.statusCode).toBe(201)
      const [mail] = await stored.mails()
      expect(mail!.subject).toBe('New quotation request from Eve Bcc: victim@example.com for Spin Mop Deluxe')
      expect(mail!.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;co&quot;')
      expect(mail!.htmlBody).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;')
      expect(mail!.htmlBody).not.toMatch(/<script|<img/)
      expect(mail!.textBody).toContain("<script>alert('x')</script>\nSecond line")

      // Sent for real (into the outbox): one recipient, no header the visitor wrote.
      expect(await t.app.mail.processDue()).toBe(1)
      const outbox = path.join(t.dataDir, 'outbox')
      const [file] = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'))
      const raw = fs.readFileSync(path.join(outbox, file!), 'utf8')
      const headers = raw.slice(0, raw.indexOf('\n\n'))
      expect(headers).toMatch(/^To: sales@gwp\.example$/m)
      expect(headers).not.toMatch(/^Bcc:/im)
      expect(headers).not.toContain('victim@example.com\n')
    })
  })

  describe('per-IP rate limit (docs/security.md#s21)', () => {
    it('answers the 11th request of an hour with 429, Retry-After and the message', async () => {
      for (let i = 0; i < 10; i++) expect((await send(quote())).statusCode).toBe(201)
      const blocked = await send(quote())
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json()).toEqual({ success: false, message: ENQUIRY_MESSAGES.tooManyQuotes })
      const retryAfter = Number(blocked.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(3500)
      expect(retryAfter).toBeLessThanOrEqual(3600)
      expect(await stored.quotations()).toHaveLength(10)
      // Another network is not affected.
      expect((await send(quote(), '10.0.0.2')).statusCode).toBe(201)
    })

    it('takes its limit from QUOTE_RATE_LIMIT, counts honeypot requests but not refused ones', async () => {
      await start({ QUOTE_RATE_LIMIT: '2' })
      for (let i = 0; i < 3; i++) expect((await send(quote({ phoneNumber: '123' }))).statusCode).toBe(400)
      expect((await send(quote({ product: 'unknown' }))).statusCode).toBe(400)
      expect((await send(quote({ [HONEYPOT_FIELD]: 'filled' }))).statusCode).toBe(201)
      expect((await send(quote())).statusCode).toBe(201)
      const blocked = await send(quote())
      expect(blocked.statusCode).toBe(429)
      // Refused with 429 as well: the honeypot does not open a way around the limit.
      expect((await send(quote({ [HONEYPOT_FIELD]: 'filled' }))).statusCode).toBe(429)
      expect(await stored.quotations()).toHaveLength(1)
    })

    it('cannot be escaped behind a proxy by writing your own X-Forwarded-For (docs/decisions/012-hardening.md#finding-1)', async () => {
      await start({ QUOTE_RATE_LIMIT: '2', TRUST_PROXY: '1' })
      // Every request says it comes from somewhere else; the proxy's own entry (last) tells the truth.
      const forged = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: URL,
          payload: quote(),
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        })
      expect((await forged(1)).statusCode).toBe(201)
      expect((await forged(2)).statusCode).toBe(201)
      expect((await forged(3)).statusCode).toBe(429)
      const counted = await stored.attempts()
      expect(new Set(counted.map((row) => row.ip))).toEqual(new Set(['203.0.113.9']))
    })

    it('frees the allowance when the oldest request leaves the hour', async () => {
      await start({ QUOTE_RATE_LIMIT: '2' })
      await send(quote())
      await send(quote())
      expect((await send(quote())).statusCode).toBe(429)
      const [oldest] = await t.app.db.selectFrom('loginAttempts').select('id').orderBy('createdAt').execute()
      await t.app.db
        .updateTable('loginAttempts')
        .set({ createdAt: new Date(Date.now() - 61 * 60_000).toISOString() })
        .where('id', '=', oldest!.id)
        .execute()
      expect((await send(quote())).statusCode).toBe(201)
      expect((await send(quote())).statusCode).toBe(429)
    })

    it('holds across server processes sharing the database, even when requests race', async () => {
      await start({ QUOTE_RATE_LIMIT: '4' })
      const second = await buildTestApp({ QUOTE_RATE_LIMIT: '4' }, { sharing: t })
      const both = (i: number) => (i % 2 ? second.app : t.app)
      try {
        // Up to the limit at once, through both processes: every one is let through.
        const within = await Promise.all([0, 1, 2, 3].map((i) => send(quote(), '10.7.7.1', both(i))))
        expect(within.map((response) => response.statusCode)).toEqual([201, 201, 201, 201])

        // Far beyond it at once: never more than the limit. (A racer may be refused while another,
        // later refused, still holds its row: a burst over the limit can only err on the strict side.)
        const burst = await Promise.all(
          Array.from({ length: 10 }, (_, i) => send(quote(), '10.7.7.2', both(i))),
        )
        const passed = burst.filter((response) => response.statusCode === 201).length
        expect(passed).toBeGreaterThanOrEqual(1)
        expect(passed).toBeLessThanOrEqual(4)
        expect(burst.every((response) => [201, 429].includes(response.statusCode))).toBe(true)
        // What the burst left unused is still there, and no more.
        let more = 0
        while ((await send(quote(), '10.7.7.2', both(more))).statusCode === 201) more++
        expect(passed + more).toBe(4)
        expect(await stored.quotations()).toHaveLength(8)
      } finally {
        await second.close()
      }
    })
  })

  it('has the quotation committed by the time the 201 is sent', async () => {
    const response = await send(quote({ fullName: 'Durable Dawood' }))
    expect(response.statusCode).toBe(201)
    // Stop this process at once, then look with a fresh process on the same database.
    await t.app.close()
    const fresh = await buildTestApp({}, { sharing: t })
    try {
      const rows = await fresh.app.db.selectFrom('quotations').select(['id', 'fullName', 'status']).execute()
      expect(rows).toEqual([{ id: response.json().data._id, fullName: 'Durable Dawood', status: 'pending' }])
    } finally {
      await fresh.close()
    }
  })

  it('stores nothing and gives the request back when queuing the staff notice fails', async () => {
    const logLines: string[] = []
    await t.close()
    t = await buildTestApp({ STAFF_EMAIL: 'sales@gwp.example' }, { logLines })
    category = await createCategory(t.app)
    product = await createProduct(t.app, category.id)
    vi.spyOn(t.app.mail, 'enqueue').mockRejectedValue(new Error('queue is down'))
    const response = await send(quote())
    vi.restoreAllMocks()
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ success: false, message: GENERIC_SERVER_ERROR })
    expect(await stored.quotations()).toEqual([])
    expect(await stored.customers()).toEqual([])
    expect(await stored.attempts()).toEqual([])
    const errors = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50)
    expect(errors).toEqual([expect.objectContaining({ msg: 'request failed', url: URL })])
  })

  it('answers a generic 500 and logs one error when the database fails', async () => {
    await expectGeneric500WhenTableFails({
      fails: { query: 'insertInto', table: 'loginAttempts' },
      request: { method: 'POST', url: URL, payload: quote() },
    })
  })
})
