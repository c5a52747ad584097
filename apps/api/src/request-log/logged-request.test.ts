import { describe, expect, it } from 'vitest'

import { redactedPath } from './logged-request.js'

/** What the logger and the request log write of a URL that holds a secret (decision records 021, 022). */
describe('redactedPath', () => {
  it.each([
    ['/reset-password/abc123', '/reset-password/:token'],
    ['/admin/reset-password/abc123?x=1', '/admin/reset-password/:token'],
    ['/api/v1/offer/abc123/accept', '/api/v1/offer/:token/accept'],
    ['/offer/abc123?answered=1', '/offer/:token'],
    ['/ar/offer/abc123', '/ar/offer/:token'],
    ['/ur/offer/abc123.data', '/ur/offer/:token'],
  ])('writes %s as %s', (url, logged) => {
    expect(redactedPath(url)).toBe(logged)
  })

  it('leaves other pages as they are, the query dropped', () => {
    expect(redactedPath('/ar/products?page=2')).toBe('/ar/products')
    expect(redactedPath('/fr/offer/abc123')).toBe('/fr/offer/abc123')
  })
})
