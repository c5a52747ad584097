import { UNKNOWN_ROUTE } from '@gwp/contracts'
import { afterEach, describe, expect, it } from 'vitest'

import { newId } from '../lib/ids.js'
import { buildTestApp, type TestApp } from '../test/app.js'
import { createCategory, createProduct } from '../test/factories.js'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const TOKEN = 'metrics-token-for-the-tests-0123'
const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} })

/** The value of one series in the text format, e.g. `gwp_mail_queue_depth` or a labelled one. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN: the same 404 as any unknown path', async () => {
    t = await buildTestApp()
    const response = await scrape(t, `Bearer ${TOKEN}`)
    expect(response.statusCode).toBe(404)
    const unknown = await t.app.inject({
      url: '/nothing-here',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.json()).toEqual({
      ...unknown.json(),
      message: unknown.json().message.replace('/nothing-here', '/metrics'),
    })
  })

  it('answers only the bearer token METRICS_TOKEN names; anyone else gets a 404', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN })
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const response = await scrape(t, authorization)
      expect(response.statusCode, String(authorization)).toBe(404)
      expect(response.body).not.toContain('gwp_')
    }
    const response = await scrape(t, `Bearer ${TOKEN}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('counts requests by route pattern, never by raw path, with their time, and response-cache hits and misses', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN })
    const category = await createCategory(t.app)
    const product = await createProduct(t.app, category.id)
    await t.app.inject({ url: `/api/v1/product/${product.id}` })
    await t.app.inject({ url: `/api/v1/product/${newId()}` })
    for (let i = 0; i < 3; i++) await t.app.inject({ url: `/api/v1/made-up-${i}` })
    await t.app.inject({ url: '/api/v1/category' })
    await t.app.inject({ url: '/api/v1/category' })

    const text = (await scrape(t, `Bearer ${TOKEN}`)).body
    const productRoute = 'route="/api/v1/product/:id"'
    expect(valueOf(text, `gwp_http_requests_total{${productRoute},method="GET",status="200"}`)).toBe(1)
    expect(valueOf(text, `gwp_http_requests_total{${productRoute},method="GET",status="404"}`)).toBe(1)
    expect(valueOf(text, `gwp_http_requests_total{route="${UNKNOWN_ROUTE}",method="GET",status="404"}`)).toBe(
      3,
    )
    expect(text).not.toContain(product.id)
    expect(text).not.toContain('made-up')
    expect(valueOf(text, `gwp_http_request_duration_seconds_count{${productRoute},method="GET"}`)).toBe(2)
    expect(valueOf(text, 'gwp_response_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1)
    expect(valueOf(text, 'gwp_response_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1)
  })

  it('counts what the fast lane answers before Fastify routes it, under its route', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${port}/api/v1/category`)).arrayBuffer()
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body
    expect(valueOf(text, 'gwp_http_requests_total{route="/api/v1/category",method="GET",status="200"}')).toBe(
      3,
    )
    expect(valueOf(text, 'gwp_response_cache_requests_total{result="hit"}')).toBe(2)
    expect(valueOf(text, 'gwp_response_cache_requests_total{result="miss"}')).toBe(1)
  })

  it('shows the mail queue’s depth and oldest age, the database pool, the event loop and memory', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN })
    const empty = (await scrape(t, `Bearer ${TOKEN}`)).body
    expect(valueOf(empty, 'gwp_mail_queue_depth')).toBe(0)
    expect(valueOf(empty, 'gwp_mail_queue_oldest_seconds')).toBe(0)

    const queued = (minutesAgo: number, status: string) => ({
      id: newId(),
      toAddress: 'staff@example.com',
      subject: 'New quotation',
      textBody: 'text',
      htmlBody: null,
      attachments: null,
      status,
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
      lockedUntil: null,
      lastError: null,
      createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      sentAt: null,
    })
    await t.app.db
      .insertInto('mailQueue')
      .values([queued(10, 'pending'), queued(2, 'pending'), queued(60, 'sent'), queued(30, 'failed')])
      .execute()
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body
    expect(valueOf(text, 'gwp_mail_queue_depth')).toBe(2)
    expect(valueOf(text, 'gwp_mail_queue_oldest_seconds')).toBeGreaterThanOrEqual(600)
    expect(valueOf(text, 'gwp_mail_queue_oldest_seconds')).toBeLessThan(700)
    expect(valueOf(text, 'gwp_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d/m)
  })
})
