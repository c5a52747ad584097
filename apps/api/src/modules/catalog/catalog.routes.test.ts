import fs from 'node:fs'
import path from 'node:path'

import { CATALOG_MAILS_PER_ADDRESS, ENQUIRY_MESSAGES, HONEYPOT_FIELD } from '@gwp/contracts'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { GENERIC_SERVER_ERROR } from '../../plugins/error-envelope.js'
import { storeImage } from '../../storage/images.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { createCategory, createProduct, contentVersion } from '../../test/factories.js'
import { pdfPages } from '../../test/pdf-text.js'
import { freePort, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js'

const SEND = '/api/v1/catalog/send-catalog'
const PDF = '/api/v1/catalog/catalog.pdf'

let t: TestApp
let logLines: string[]
const sinks: SmtpSink[] = []

async function start(env: Record<string, string> = {}) {
  await t?.close()
  logLines = []
  t = await buildTestApp(env, { logLines })
}

beforeEach(async () => {
  await start()
})
afterEach(async () => {
  await t.close()
  for (const sink of sinks.splice(0)) await sink.close()
})

const request = (payload: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: SEND, payload, remoteAddress: ip })

const getPdf = (headers: Record<string, string> = {}) => t.app.inject({ url: PDF, headers })

const stored = {
  customers: () => t.app.db.selectFrom('potentialCustomers').selectAll().execute(),
  mails: () => t.app.db.selectFrom('mailQueue').selectAll().execute(),
  attempts: () => t.app.db.selectFrom('loginAttempts').selectAll().execute(),
}

const catalogDir = () => path.join(t.dataDir, 'catalog')
const catalogFiles = () =>
  fs.existsSync(catalogDir())
    ? fs
        .readdirSync(catalogDir())
        .filter((name) => !name.startsWith('.'))
        .sort()
    : []
const builds = () => logLines.filter((line) => JSON.parse(line).msg === 'catalogue PDF built').length

const catalogVersion = () => contentVersion(t.app, 'catalog')

/** A small catalogue: two categories, active products and one inactive. */
async function seedCatalogue() {
  const floor = await createCategory(t.app, { name: 'Floor Care' })
  const kitchen = await createCategory(t.app, { name: 'Kitchen Care' })
  const products = {
    mop: await createProduct(t.app, floor.id, { name: 'Spin Mop Deluxe' }),
    broom: await createProduct(t.app, floor.id, { name: 'Soft Broom', capacity: null }),
    sponge: await createProduct(t.app, kitchen.id, { name: 'Scrub Sponge Pack' }),
    hidden: await createProduct(t.app, kitchen.id, { name: 'Discontinued Duster', isActive: false }),
  }
  return { floor, kitchen, products }
}

/** The attachment `filename` of a raw MIME message, decoded. */
function attachmentOf(raw: string, filename: string): Buffer {
  const at =
    raw.indexOf(`filename=${filename}`) >= 0
      ? raw.indexOf(`filename=${filename}`)
      : raw.indexOf(`filename="${filename}"`)
  expect(at).toBeGreaterThan(0)
  const bodyStart = raw.indexOf('\r\n\r\n', at) + 4
  const bodyEnd = raw.indexOf('\r\n--', bodyStart)
  return Buffer.from(raw.slice(bodyStart, bodyEnd).replace(/\s+/g, ''), 'base64')
}

describe(`GET ${PDF}`, () => {
  it('is the live catalogue: every active product under its category, no inactive one', async () => {
    const { products } = await seedCatalogue()
    const response = await getPdf()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe('inline; filename="gwp-catalogue.pdf"')
    expect(response.headers.etag).toBe(`"catalog-v${await catalogVersion()}"`)
    expect(response.headers['cache-control']).toBe('public, max-age=60')
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)

    const pages = await pdfPages(response.rawPayload)
    const [cover, ...rest] = pages
    expect(cover).toContain('GWP')
    expect(cover).toContain('Product Catalogue')
    expect(cover).toContain('3 products in 2 categories')
    const body = rest.join('\n')
    for (const name of ['Spin Mop Deluxe', 'Soft Broom', 'Scrub Sponge Pack']) expect(body).toContain(name)
    expect(pages.join('\n')).not.toContain('Discontinued Duster')
    expect(products.hidden.name).toBe('Discontinued Duster')
    // Categories in name order, each product after its category's heading.
    const floorAt = body.indexOf('Floor Care')
    const kitchenAt = body.indexOf('Kitchen Care')
    expect(floorAt).toBeGreaterThanOrEqual(0)
    expect(kitchenAt).toBeGreaterThan(body.indexOf('Spin Mop Deluxe'))
    expect(body.indexOf('Scrub Sponge Pack')).toBeGreaterThan(kitchenAt)
  })

  it('prints each product’s code and key specifications, and leaves out one it lacks', async () => {
    const category = await createCategory(t.app, { name: 'Floor Care' })
    await createProduct(t.app, category.id, { name: 'Soft Broom', capacity: null })
    const code = (await t.app.db.selectFrom('products').select('productCode').executeTakeFirstOrThrow())
      .productCode
    const text = (await pdfPages((await getPdf()).rawPayload)).join('\n')
    expect(text).toContain(`Code: ${code}`)
    for (const line of [
      'Brand: GWP',
      'Material: Plastic',
      'Package Quantity: 12',
      'Dimension: 10 x 10 x 25 cm',
    ]) {
      expect(text).toContain(line)
    }
    expect(text).not.toContain('Capacity:')
  })

  it('shows the stored image of a product and a placeholder for one without', async () => {
    const category = await createCategory(t.app)
    const pictured = await createProduct(t.app, category.id, { name: 'Pictured Bucket' })
    await createProduct(t.app, category.id, { name: 'Unpictured Bucket' })
    const png = await sharp({
      create: { width: 1000, height: 1000, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .png()
      .toBuffer()
    const image = await storeImage(t.app.storage, png, 'products')
    await t.app.db
      .updateTable('products')
      .set({ images: JSON.stringify([image.path]) })
      .where('id', '=', pictured.id)
      .execute()
    const bytes = (await getPdf()).rawPayload
    const text = (await pdfPages(bytes)).join('\n')
    expect(text.match(/No image/g)).toHaveLength(1)
    // The converted 400 px variant went in as a JPEG image.
    expect(bytes.toString('latin1')).toContain('/Filter /DCTDecode')
  })

  it('is a cover page alone while no product is active', async () => {
    const pages = await pdfPages((await getPdf()).rawPayload)
    expect(pages).toHaveLength(1)
    expect(pages[0]).toContain('Our catalogue is being updated.')
  })

  it('answers 304 to the ETag of the current version, without building anything', async () => {
    await seedCatalogue()
    const first = await getPdf()
    const again = await getPdf({ 'if-none-match': first.headers.etag! })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(builds()).toBe(1)
  })

  it('is built once per catalogue version, however many ask at once, and not again until a change', async () => {
    const { floor } = await seedCatalogue()
    const responses = await Promise.all(Array.from({ length: 5 }, () => getPdf()))
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(responses.map((response) => response.rawPayload.toString('base64'))).size).toBe(1)
    expect(builds()).toBe(1)
    const version = await catalogVersion()
    expect(catalogFiles()).toEqual([`catalog-${version}.pdf`])
    const file = path.join(catalogDir(), `catalog-${version}.pdf`)
    const before = fs.statSync(file)

    const unchanged = await getPdf()
    expect(unchanged.headers.etag).toBe(responses[0]!.headers.etag)
    expect(builds()).toBe(1)
    expect(fs.statSync(file).mtimeMs).toBe(before.mtimeMs)
    expect(fs.statSync(file).ino).toBe(before.ino)

    await createProduct(t.app, floor.id, { name: 'Brand New Wiper' })
    const changed = await getPdf()
    expect(builds()).toBe(2)
    expect(changed.headers.etag).toBe(`"catalog-v${version + 1}"`)
    expect((await pdfPages(changed.rawPayload)).join('\n')).toContain('Brand New Wiper')
    // Nothing queued names the old file, so it is gone.
    expect(catalogFiles()).toEqual([`catalog-${version + 1}.pdf`])
  })
})

describe(`POST ${SEND}`, () => {
  it('records the potential customer and queues an e-mail with the catalogue attached', async () => {
    await seedCatalogue()
    const response = await request({ email: ' Sana.Khan@Example.com ' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: ENQUIRY_MESSAGES.catalogSent })

    expect(await stored.customers()).toEqual([
      expect.objectContaining({ email: 'Sana.Khan@Example.com', source: 'catalog', visitCount: 1 }),
    ])
    const version = await catalogVersion()
    const [mail] = await stored.mails()
    expect(mail).toMatchObject({
      toAddress: 'Sana.Khan@Example.com',
      subject: 'Your GWP product catalogue',
      status: 'pending',
    })
    expect(JSON.parse(mail!.attachments!)).toEqual([
      { filename: 'gwp-catalogue.pdf', path: `catalog/catalog-${version}.pdf` },
    ])
    expect(catalogFiles()).toEqual([`catalog-${version}.pdf`])

    // Without SMTP_URL the worker writes the message to the outbox; the PDF travels whole.
    expect(await t.app.mail.processDue()).toBe(1)
    const outbox = path.join(t.dataDir, 'outbox')
    const raw = fs
      .readFileSync(path.join(outbox, fs.readdirSync(outbox)[0]!), 'utf8')
      .replace(/\r?\n/g, '\r\n')
    expect(raw).toMatch(/^Content-Type: application\/pdf; name=gwp-catalogue\.pdf\r?$/m)
    const attached = attachmentOf(raw, 'gwp-catalogue.pdf')
    expect(attached.equals(fs.readFileSync(path.join(catalogDir(), `catalog-${version}.pdf`)))).toBe(true)
    expect((await pdfPages(attached)).join('\n')).toContain('Spin Mop Deluxe')
  })

  it.each([
    ['no address', {}],
    ['an empty address', { email: '' }],
    ['blanks', { email: '   ' }],
    ['no @', { email: 'sana.example.com' }],
    ['no domain dot', { email: 'sana@example' }],
    ['a number', { email: 12345 }],
    ['two recipients', { email: 'sana@example.com,boss@example.com' }],
    ['a display name', { email: '"Sana" <sana@example.com>' }],
    ['a comma in the local part', { email: 'sana,boss@example.com' }],
  ])('refuses %s with 400 and the form’s message, storing and counting nothing', async (_, payload) => {
    const response = await request(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: ENQUIRY_MESSAGES.catalogEmailInvalid,
      errors: { email: ENQUIRY_MESSAGES.catalogEmailInvalid },
    })
    expect(await stored.customers()).toEqual([])
    expect(await stored.mails()).toEqual([])
    expect(await stored.attempts()).toEqual([])
  })

  it('answers a filled honeypot exactly like success, and stores, builds and sends nothing', async () => {
    await seedCatalogue()
    const response = await request({ email: 'bot@example.com', [HONEYPOT_FIELD]: 'https://spam.example' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: ENQUIRY_MESSAGES.catalogSent })
    expect(await stored.customers()).toEqual([])
    expect(await stored.mails()).toEqual([])
    expect(catalogFiles()).toEqual([])
  })

  it('counts a visitor once per address, whatever the case, keeping the first source', async () => {
    const category = await createCategory(t.app)
    const product = await createProduct(t.app, category.id)
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/quotation/create',
      payload: {
        product: product.id,
        fullName: 'Sana Khan',
        phoneNumber: '03001234567',
        email: 'sana@example.com',
        address: 'Gulberg, Lahore',
        message: '',
      },
    })
    expect(quote.statusCode).toBe(201)
    const [before] = await stored.customers()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await request({ email: 'SANA@Example.com' })).statusCode).toBe(200)
    const customers = await stored.customers()
    expect(customers).toEqual([
      expect.objectContaining({
        id: before!.id,
        email: 'sana@example.com',
        source: 'quotation',
        visitCount: 2,
      }),
    ])
    expect(customers[0]!.engagedAt > before!.engagedAt).toBe(true)
  })

  describe('per-IP rate limit (docs/security.md#s21)', () => {
    it('answers the 6th request of an hour with 429, Retry-After and the message', async () => {
      for (let i = 0; i < 5; i++) expect((await request({ email: `v${i}@example.com` })).statusCode).toBe(200)
      const blocked = await request({ email: 'v6@example.com' })
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json()).toEqual({ success: false, message: ENQUIRY_MESSAGES.tooManyCatalogRequests })
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500)
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(3600)
      expect(await stored.mails()).toHaveLength(5)
      expect((await request({ email: 'v6@example.com' }, '10.0.0.2')).statusCode).toBe(200)
    })

    it('takes its limit from CATALOG_RATE_LIMIT and counts honeypot requests too', async () => {
      await start({ CATALOG_RATE_LIMIT: '2' })
      expect((await request({ email: 'nope' })).statusCode).toBe(400)
      expect((await request({ email: 'bot@example.com', [HONEYPOT_FIELD]: 'x' })).statusCode).toBe(200)
      expect((await request({ email: 'real@example.com' })).statusCode).toBe(200)
      expect((await request({ email: 'real@example.com' })).statusCode).toBe(429)
      expect(await stored.mails()).toHaveLength(1)
    })
  })

  describe(`per-address cap: ${CATALOG_MAILS_PER_ADDRESS.max} catalogues a day`, () => {
    const ok = { success: true, message: ENQUIRY_MESSAGES.catalogSent }
    const mailsTo = async (address: string) =>
      (await stored.mails()).filter((mail) => mail.toAddress.toLowerCase() === address)

    it('answers a request past the cap exactly like success and sends nothing more, still counting the visit', async () => {
      const cap = CATALOG_MAILS_PER_ADDRESS.max
      // Each from another IP, in another spelling: the cap is the inbox's, whoever asks.
      for (let i = 0; i <= cap; i++) {
        const response = await request(
          { email: i % 2 ? 'VICTIM@Example.com' : ' victim@example.com' },
          `10.5.0.${i}`,
        )
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual(ok)
      }
      expect(await mailsTo('victim@example.com')).toHaveLength(cap)
      // Every request with an address is a visit of that potential customer
      // (docs/requirements/enquiries.md#potential-customers).
      expect(await stored.customers()).toEqual([
        expect.objectContaining({ email: 'victim@example.com', visitCount: cap + 1 }),
      ])
      // The refused request leaves no row behind, so asking again does not push the day further out.
      const counted = (await stored.attempts()).filter((row) => row.kind === 'catalog-recipient')
      expect(counted.map((row) => row.subject)).toEqual(Array(cap).fill('victim@example.com'))

      // Another address is not held back by it.
      expect((await request({ email: 'other@example.com' }, '10.5.1.1')).json()).toEqual(ok)
      expect(await mailsTo('other@example.com')).toHaveLength(1)

      // Once the day has passed, the address gets the catalogue again.
      const dayAgo = new Date(
        Date.now() - CATALOG_MAILS_PER_ADDRESS.windowHours * 3_600_000 - 60_000,
      ).toISOString()
      await t.app.db.updateTable('loginAttempts').set({ createdAt: dayAgo }).execute()
      expect((await request({ email: 'victim@example.com' }, '10.5.2.1')).json()).toEqual(ok)
      expect(await mailsTo('victim@example.com')).toHaveLength(cap + 1)
    })

    it('counts name+tag@ as the address without the tag, while each spelling stays its own customer', async () => {
      const cap = CATALOG_MAILS_PER_ADDRESS.max
      const spellings = [
        'inbox+a@example.com',
        'Inbox+b@Example.com',
        'inbox+@example.com',
        'INBOX@example.com',
      ]
      for (const [i, email] of [...spellings, 'inbox+c.d@example.com'].entries()) {
        expect((await request({ email }, `10.7.0.${i}`)).json()).toEqual(ok)
      }
      expect(await stored.mails()).toHaveLength(cap)
      const counted = (await stored.attempts()).filter((row) => row.kind === 'catalog-recipient')
      expect(counted.map((row) => row.subject)).toEqual(Array(cap).fill('inbox@example.com'))
      // What customers see is unchanged: one row per address, compared case-insensitively.
      expect((await stored.customers()).map((row) => row.email).sort()).toEqual(
        [
          'INBOX@example.com',
          'inbox+@example.com',
          'inbox+a@example.com',
          'Inbox+b@Example.com',
          'inbox+c.d@example.com',
        ].sort(),
      )
      // Dots are not dropped (only some providers ignore them): another local part, another inbox.
      expect((await request({ email: 'in.box@example.com' }, '10.7.1.1')).json()).toEqual(ok)
      expect(await mailsTo('in.box@example.com')).toHaveLength(1)
    })

    it('holds when requests race: never more than the cap', async () => {
      const responses = await Promise.all(
        Array.from({ length: CATALOG_MAILS_PER_ADDRESS.max + 3 }, (_, i) =>
          request({ email: 'race@example.com' }, `10.6.0.${i}`),
        ),
      )
      for (const response of responses) expect(response.json()).toEqual(ok)
      expect((await mailsTo('race@example.com')).length).toBeLessThanOrEqual(CATALOG_MAILS_PER_ADDRESS.max)
      expect(await stored.customers()).toEqual([
        expect.objectContaining({ visitCount: CATALOG_MAILS_PER_ADDRESS.max + 3 }),
      ])
    })
  })

  describe('when the mail server is down', () => {
    it('still answers success, and delivers the e-mail with its PDF exactly once when it is back', async () => {
      const port = await freePort()
      await start({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'GWP <shop@gwp.example>' })
      const { floor } = await seedCatalogue()

      const response = await request({ email: 'sana@example.com' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, message: ENQUIRY_MESSAGES.catalogSent })
      expect(await t.app.mail.processDue()).toBe(0)
      const [failed] = await stored.mails()
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 })
      expect(failed!.lastError).toMatch(/ECONNREFUSED/)
      const attachedPath = JSON.parse(failed!.attachments!)[0].path as string

      // Meanwhile the catalogue changes and a newer PDF is built: the queued one's file must stay.
      await createProduct(t.app, floor.id, { name: 'Brand New Wiper' })
      expect((await getPdf()).statusCode).toBe(200)
      expect(catalogFiles()).toHaveLength(2)
      expect(fs.existsSync(path.join(t.dataDir, attachedPath))).toBe(true)

      const sink = await startSmtpSink(port)
      sinks.push(sink)
      await t.app.db
        .updateTable('mailQueue')
        .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
        .execute()
      expect(await t.app.mail.processDue()).toBe(1)
      expect(await t.app.mail.processDue()).toBe(0)
      expect(sink.received).toHaveLength(1)
      expect(sink.received[0]!.to).toEqual(['sana@example.com'])
      const pdf = attachmentOf(sink.received[0]!.raw, 'gwp-catalogue.pdf')
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      expect((await pdfPages(pdf)).join('\n')).toContain('Spin Mop Deluxe')
      expect((await stored.mails())[0]).toMatchObject({ status: 'sent', attempts: 1 })

      // Sent: the next build may remove its file.
      await createProduct(t.app, floor.id, { name: 'Even Newer Wiper' })
      await getPdf()
      expect(catalogFiles()).toEqual([`catalog-${await catalogVersion()}.pdf`])
    })
  })

  it('stores nothing and gives the request back when queuing the e-mail fails', async () => {
    vi.spyOn(t.app.mail, 'enqueue').mockRejectedValue(new Error('queue is down'))
    const response = await request({ email: 'sana@example.com' })
    vi.restoreAllMocks()
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ success: false, message: GENERIC_SERVER_ERROR })
    expect(await stored.customers()).toEqual([])
    expect(await stored.attempts()).toEqual([])
    const errors = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50)
    expect(errors).toEqual([expect.objectContaining({ msg: 'request failed', url: SEND })])
  })
})
