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
export function createRequestHandler() {
  return async (request, context) => {
    const url = new URL(request.url)
    globalThis.renders.push(request.url)
    if (url.pathname === '/missing') return new Response('<p>PAGE NOT FOUND</p>', { status: 404, headers: { 'content-type': 'text/html' } })
    const html = '<!DOCTYPE html><html><body><h1>' + url.pathname + '</h1>' +
      '<script nonce="' + context.nonce + '">window.page = ' + JSON.stringify(url.pathname) + '</script>' +
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

  it('never keeps the back office, reset links or failures, which keep their per-response nonce', async () => {
    for (const url of ['/admin', '/admin/login', '/reset-password/secret-token', '/admin.data', '/missing']) {
      await page(url)
      const again = await page(url)
      expect(again.headers['content-security-policy']).toMatch(/'nonce-[^']+'/)
    }
    expect(renders()).toHaveLength(10)
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
  })
})

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, once each', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="module">a()</script><script>b()</script>'
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')])
  })
})
