import { afterEach, describe, expect, it } from 'vitest'

import { access } from './plugins/auth.js'
import { GENERIC_SERVER_ERROR } from './plugins/error-envelope.js'
import { pageCsp } from './plugins/page-policy.js'
import { signedInAdmin } from './test/factories.js'
import { buildTestApp, type TestApp } from './test/app.js'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

describe('GET /api/health', () => {
  it('answers ok after a database round trip', async () => {
    t = await buildTestApp()
    const response = await t.app.inject({ url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })
})

describe('error envelope', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    t = await buildTestApp()
    const response = await t.app.inject({ url: '/api/v1/nothing-here?x=1' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'Route GET /api/v1/nothing-here not found' })
  })

  it('answers malformed JSON with a 400 envelope', async () => {
    t = await buildTestApp()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().success).toBe(false)
  })

  it('refuses bodies over the limit with 413', async () => {
    t = await buildTestApp()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'a', password: 'x'.repeat(1_100_000) },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().success).toBe(false)
  })

  it('hides the detail of a 500 from the client and logs it', async () => {
    const logLines: string[] = []
    t = await buildTestApp(
      {},
      {
        logLines,
        beforeReady: (app) => {
          app.get('/api/v1/test-failure', { config: { access: access.public } }, async () => {
            throw new Error('syntax error at or near "SELECT password_hash FROM admins"')
          })
        },
      },
    )
    const response = await t.app.inject({ url: '/api/v1/test-failure' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ success: false, message: GENERIC_SERVER_ERROR })
    expect(response.body).not.toContain('password_hash')
    const errors = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50)
    expect(errors).toHaveLength(1)
    expect(errors[0].err.message).toContain('syntax error')
  })
})

describe('security headers', () => {
  /** Headers that only shape how a page behaves: documents carry them, JSON answers need not. */
  const pageOnly = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ]

  it('sends API answers the headers that protect data, and a CSP that allows nothing (decision 014)', async () => {
    t = await buildTestApp()
    for (const url of ['/api/health', '/api/v1/nothing-here']) {
      const response = await t.app.inject({ url })
      expect(response.headers['content-type'], url).toContain('application/json')
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      )
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
      expect(response.headers['x-frame-options'], url).toBe('DENY')
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin')
      expect(response.headers['referrer-policy'], url).toBe('no-referrer')
      expect(response.headers['strict-transport-security'], url).toBeUndefined()
      for (const name of pageOnly) expect(response.headers[name], `${url} ${name}`).toBeUndefined()
    }
  })

  it('sends pages the whole helmet set: the page policy, nosniff and frame-ancestors none', async () => {
    t = await buildTestApp({ API_DOCS: 'true' })
    const response = await t.app.inject({ url: '/api/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['content-security-policy']).toBe(pageCsp())
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    for (const name of pageOnly) expect(response.headers[name], name).toBeDefined()
  })

  it('adds HSTS behind a TLS-terminating proxy, to API answers and pages alike', async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', API_DOCS: 'true' })
    for (const url of ['/api/health', '/api/docs/']) {
      const response = await t.app.inject({ url })
      expect(response.headers['strict-transport-security'], url).toContain('max-age=')
    }
  })
})

describe('OpenAPI', () => {
  it('describes the API at /api/docs to signed-in admins only (docs/decisions/012-hardening.md#finding-10)', async () => {
    t = await buildTestApp()
    for (const url of ['/api/docs/json', '/api/docs/', '/api/docs/yaml']) {
      const hidden = await t.app.inject({ url })
      expect(hidden.statusCode, url).toBe(404)
      expect(hidden.body).not.toContain('/api/v1/server-logger')
    }
    const admin = await signedInAdmin(t.app, 'Member')
    const spec = await t.app.inject({ url: '/api/docs/json', headers: admin.headers })
    expect(spec.statusCode).toBe(200)
    const paths = Object.keys(spec.json().paths)
    expect(paths).toContain('/api/v1/auth/login')
    expect(paths).toContain('/api/v1/server-logger')
    expect((await t.app.inject({ url: '/api/docs/', headers: admin.headers })).statusCode).toBe(200)
  })

  it('describes it to everyone with API_DOCS=true', async () => {
    t = await buildTestApp({ API_DOCS: 'true' })
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200)
  })
})
