import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { bumpContentVersion } from './db/content-versions.js'
import { buildTestApp, type TestApp } from './test/app.js'
import { inlineScriptHashes, mountWeb } from './web.js'

/**
 * Server-rendered pages through the response cache, with a stand-in for the web build: it renders a
 * page with one inline script carrying the nonce, and counts its renders.
 */
const FAKE_BUILD = `
globalThis.renders = []
export const clientDir = ${JSON.stringify(path.join('CLIENT'))}
export const assetsPrefix = '/assets'
export const pageQueryParameters = ['page', 'id']
export function createRequestHandler() {
  return async (request, context) => {
    const url = new URL(request.url)
    globalThis.renders.push(request.url)
    if (url.pathname === '/missing') return new Response('<p>PAGE NOT FOUND</p>', { status: 404, headers: { 'content-type': 'text/html' } })
    // The page echoes its query (as a careless page might) and carries a script that did not come
    // from the app (as markup stored by a visitor would, had it slipped past escaping).
    const html = '<!DOCTYPE html><html><body><h1>' + url.pathname + '</h1><p>' + url.search + '</p>' +
      '<script nonce="' + context.nonce + '">window.page = ' + JSON.stringify(url.pathname) + '</script>' +
      '<script>stolen()</script>' +
      '<script type="module" src="/assets/entry.js"></script></body></html>'
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
  }
}
`

const renders = () => (globalThis as unknown as { renders: string[] }).renders

describe('server-rendered pages and the response cache', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp(
      { PUBLIC_URL: 'https://www.example.com' },
      {
        beforeReady: async (app) => {
          const dir = fs.mkdtempSync(path.join(app.config.dataDir, 'web-'))
          fs.mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true })
          fs.mkdirSync(path.join(dir, 'server'))
          const entry = path.join(dir, 'server', 'index.js')
          fs.writeFileSync(entry, FAKE_BUILD.replace('"CLIENT"', JSON.stringify(path.join(dir, 'client'))))
          await mountWeb(app, entry)
        },
      },
    )
    renders().length = 0
  })
  afterEach(async () => t.close())

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

  it('renders a public page once and then answers from memory, scripts allowed by hash', async () => {
    const first = await page('/products')
    const second = await page('/products')
    expect(renders()).toEqual(['https://www.example.com/products'])
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)

    const script = /<script nonce="[^"]+">([^<]*)<\/script>/.exec(first.body)![1]!
    const hash = createHash('sha256').update(script).digest('base64')
    expect(first.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(first.headers['content-security-policy']).not.toContain('nonce-')
  })

  it('allows only the scripts the app rendered, never one that came with the content (docs/decisions/012-hardening.md#finding-5)', async () => {
    const kept = await page('/products')
    expect(kept.body).toContain('<script>stolen()</script>')
    const stolen = createHash('sha256').update('stolen()').digest('base64')
    expect(kept.headers['content-security-policy']).not.toContain(stolen)
    expect(kept.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'; /)
  })

  it('sends a fresh render and a kept page the one page policy, each allowing its own scripts', async () => {
    const policy = (scripts: string) =>
      [
        "default-src 'self'",
        `script-src 'self'${scripts}`,
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; ')
    const fresh = await page('/admin')
    const nonce = /<script nonce="([^"]+)">/.exec(fresh.body)![1]!
    expect(fresh.headers['content-security-policy']).toBe(policy(` 'nonce-${nonce}'`))

    const kept = await page('/products')
    const script = /<script nonce="[^"]+">([^<]*)<\/script>/.exec(kept.body)![1]!
    const hash = createHash('sha256').update(script).digest('base64')
    expect(kept.headers['content-security-policy']).toBe(policy(` 'sha256-${hash}'`))
    expect((await page('/products')).headers['content-security-policy']).toBe(policy(` 'sha256-${hash}'`))
  })

  it('keys and renders a kept page on the parameters pages read, so others never reach it (docs/decisions/012-hardening.md#finding-6)', async () => {
    const first = await page('/categoryShow/Kitchen?utm=<b>x</b>&page=2&id=1')
    const second = await page('/categoryShow/Kitchen?id=1&page=2&ref=other')
    expect(renders()).toEqual(['https://www.example.com/categoryShow/Kitchen?id=1&page=2'])
    expect(first.body).not.toContain('utm')
    expect(second.body).toBe(first.body)
  })

  it('serves a made-up token like any visitor, from memory (docs/decisions/012-hardening.md#finding-6)', async () => {
    await page('/about')
    await page('/about', { authorization: 'Bearer made-up' })
    expect(renders()).toHaveLength(1)
  })

  it('renders a page once for the visitors who ask for it together, each getting it', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => page('/blogs?page=2')))
    expect(renders()).toEqual(['https://www.example.com/blogs?page=2'])
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200)
      expect(answer.body).toBe(answers[0]!.body)
    }
    // A page that is not kept (a 404) is not shared: each asks for its own.
    const missing = await Promise.all(Array.from({ length: 3 }, () => page('/missing')))
    expect(missing.map((answer) => answer.statusCode)).toEqual([404, 404, 404])
    expect(renders().filter((url) => url.endsWith('/missing'))).toHaveLength(3)
  })

  it('renders again after any content changes', async () => {
    await page('/products')
    await bumpContentVersion(t.app.db, 'blogs')
    await page('/products')
    expect(renders()).toHaveLength(2)
  })

  it('keeps each URL, query included, apart', async () => {
    await page('/categoryShow/Kitchen?id=1&page=1')
    await page('/categoryShow/Kitchen?id=1&page=2')
    await page('/categoryShow/Kitchen?id=1&page=1')
    expect(renders()).toHaveLength(2)
  })

  it('never keeps the back office, reset or offer links, or failures, which keep their per-response nonce', async () => {
    const urls = [
      '/admin',
      '/admin/login',
      '/reset-password/secret-token',
      '/admin.data',
      '/missing',
      '/offer/secret-token',
      '/ar/offer/secret-token',
      '/ur/offer/secret-token.data',
    ]
    for (const url of urls) {
      await page(url)
      const again = await page(url)
      expect(again.headers['content-security-policy']).toMatch(/'nonce-[^']+'/)
    }
    expect(renders()).toHaveLength(urls.length * 2)
  })

  it('renders for the configured public origin whatever Host a caller sends', async () => {
    await page('/about', { host: 'evil.example' })
    expect(renders()).toEqual(['https://www.example.com/about'])
  })

  it('serves a kept page through the fast lane with the same headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const first = await fetch(`${base}/blogs`)
    const second = await fetch(`${base}/blogs`)
    expect(renders()).toHaveLength(1)
    expect(await second.text()).toBe(await first.text())
    const withoutDate = (r: Response) =>
      Object.fromEntries([...r.headers].filter(([name]) => name !== 'date'))
    expect(withoutDate(second)).toEqual(withoutDate(first))
    // A page keeps the headers that shape a document, which the API's JSON answers leave out.
    expect(second.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(second.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts carrying this render’s nonce, once each', () => {
    const html =
      '<script nonce="n1">a()</script><script nonce="n1" src="/x.js"></script>' +
      '<script type="module" nonce="n1">a()</script><script nonce="n1">b()</script>' +
      '<script>c()</script><script nonce="other">d()</script>'
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(inlineScriptHashes(html, 'n1')).toEqual([sha('a()'), sha('b()')])
  })
})
