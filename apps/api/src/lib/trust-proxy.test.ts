import { describe, expect, it } from 'vitest'

import { loadConfig } from '../config.js'
import { clientAddress, parseTrustProxy, TRUST_EVERY_HOP_REFUSED, trustFunction } from './trust-proxy.js'

const client = (setting: string | undefined, socket: string, forwarded?: string) =>
  clientAddress(socket, forwarded, trustFunction(parseTrustProxy(setting)))

describe('TRUST_PROXY', () => {
  it('refuses "true" at start, saying why and what to give instead (docs/decisions/012-hardening.md#finding-1)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(`TRUST_PROXY: ${TRUST_EVERY_HOP_REFUSED}`)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('neither a number of proxies')
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow('neither a number of proxies')
  })

  it('refuses a rule that trusts every address, or more proxies than stand in front of any site, saying why (docs/decisions/016-request-log-bounds-and-restore-checks.md#finding-5)', () => {
    const refused: Array<[string, string]> = [
      ['0.0.0.0/0', '"0.0.0.0/0" trusts every IPv4 address'],
      ['10.1.2.3/0', '"10.1.2.3/0" trusts every IPv4 address'],
      ['::/0', '"::/0" trusts every IPv6 address'],
      ['10.0.0.0/8, ::/0', '"::/0" trusts every IPv6 address'],
      ['::ffff:0:0/96', '"::ffff:0:0/96" trusts every IPv4 address (written as IPv6)'],
      ['::ffff:0.0.0.0/96', '"::ffff:0.0.0.0/96" trusts every IPv4 address (written as IPv6)'],
      ['::/64', '"::/64" trusts every IPv4 address (written as IPv6)'],
      ['0.0.0.0/1, 128.0.0.0/1', '"0.0.0.0/1" is wider than any proxy network (IPv4: /8 at most)'],
      ['::ffff:0:0/100', '"::ffff:0:0/100" is wider than any proxy network (IPv4: /8 at most)'],
      ['2000::/3', '"2000::/3" is wider than any proxy network (IPv6: /7 at most)'],
      ['11', 'TRUST_PROXY 11 trusts more proxies than stand in front of any site (at most 10)'],
      ['1000', 'TRUST_PROXY 1000 trusts more proxies than stand in front of any site (at most 10)'],
    ]
    for (const [value, reason] of refused) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(reason)
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow('X-Forwarded-For')
    }
    // The widest real proxy networks still pass: a private /8, the IPv6 unique-local /7, a CDN's ranges.
    for (const value of [
      '10',
      '10.0.0.0/8',
      'fc00::/7',
      '173.245.48.0/20, 2400:cb00::/32',
      '::ffff:10.0.0.0/104',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).not.toThrow()
    }
  })

  it('reads nothing, a number of proxies, or their addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' })
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' })
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 })
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10, 2001:db8::/32' }).trustProxy).toEqual({
      kind: 'addresses',
      list: ['10.0.0.0/8', '192.0.2.10', '2001:db8::/32'],
    })
  })

  it('without a proxy, the socket is the client whatever the header says', () => {
    expect(client(undefined, '198.51.100.4', '6.6.6.6')).toBe('198.51.100.4')
  })

  it('with one proxy, the entry that proxy added is the client, not one the visitor forged', () => {
    expect(client('1', '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9')
    expect(client('1', '10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9')
    expect(client('2', '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9')
    expect(client('1', '10.0.0.2')).toBe('10.0.0.2')
  })

  it('with proxy addresses, walks back until an address that is not one of them', () => {
    expect(client('10.0.0.0/8', '10.0.0.2', '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9')
    // A request straight from the internet is not believed, whatever it claims.
    expect(client('10.0.0.0/8', '198.51.100.4', '10.1.2.3')).toBe('198.51.100.4')
    // Node reports IPv4 peers of a dual-stack socket as IPv4-mapped IPv6.
    expect(client('10.0.0.0/8', '::ffff:10.0.0.2', '203.0.113.9')).toBe('203.0.113.9')
    expect(client('2001:db8::/32', '2001:db8::1', '203.0.113.9')).toBe('203.0.113.9')
  })
})
