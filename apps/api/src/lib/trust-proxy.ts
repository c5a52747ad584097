import { BlockList, isIP } from 'node:net'

/**
 * Which proxies in front of the server may say who the client is (TRUST_PROXY). Never "every hop":
 * the first X-Forwarded-For entry is whatever the visitor typed, so trusting it would let anyone pick
 * the IP every per-address limit and the request log key on.
 * - `none`: the socket's address is the client (no proxy).
 * - `hops`: that many proxies stand in front; each added one entry to X-Forwarded-For.
 * - `addresses`: proxies are recognised by their address or network (10.0.0.0/8, 2001:db8::/32).
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: readonly string[] }

export const TRUST_EVERY_HOP_REFUSED =
  'true would trust every X-Forwarded-For entry, and the first one is whatever the visitor sends: ' +
  'give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)'

/**
 * No site stands behind more proxies than this (a CDN, a load balancer and an ingress make three). A
 * count past the entries a request carries trusts them all, the visitor's own first entry included,
 * so a large count is `true` spelled as a number.
 */
export const MAX_TRUSTED_HOPS = 10

/**
 * The widest networks a rule may name. 10.0.0.0/8 is the widest private IPv4 range and fc00::/7 the
 * IPv6 unique-local one; a CDN publishes /12 to /22 and /29 to /32. Anything wider trusts a large
 * part of the internet to name the client, and /0 trusts all of it.
 */
const WIDEST_PREFIX = { 4: 8, 6: 7 } as const

const FORGED = 'anyone could then name the client in X-Forwarded-For'

/** Node checks an IPv4 client against an IPv6 rule as its mapped address, ::ffff:a.b.c.d. */
const MAPPED_IPV4 = new BlockList()
MAPPED_IPV4.addSubnet('::ffff:0:0', 96, 'ipv6')

/** Why a network entry of TRUST_PROXY trusts too much, or null when it is narrow enough. */
function tooWide(address: string, prefix: number, family: 4 | 6): string | null {
  if (prefix === 0) return `trusts every IPv${family} address`
  if (family === 6) {
    const rule = new BlockList()
    rule.addSubnet(address, prefix, 'ipv6')
    if (rule.check('::ffff:0.0.0.0', 'ipv6') && rule.check('::ffff:255.255.255.255', 'ipv6'))
      return 'trusts every IPv4 address (written as IPv6)'
    // Inside ::ffff:0:0/96 an IPv6 rule is an IPv4 one with 96 more bits of prefix.
    if (MAPPED_IPV4.check(address, 'ipv6')) return tooWide(address, prefix - 96, 4)
  }
  if (prefix < WIDEST_PREFIX[family])
    return `is wider than any proxy network (IPv${family}: /${WIDEST_PREFIX[family]} at most)`
  return null
}

/** Reads TRUST_PROXY; throws with the reason on a value it cannot use safely. */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim()
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' }
  if (value === 'true') throw new Error(TRUST_EVERY_HOP_REFUSED)
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > MAX_TRUSTED_HOPS) {
      throw new Error(
        `TRUST_PROXY ${value} trusts more proxies than stand in front of any site (at most ` +
          `${MAX_TRUSTED_HOPS}): past the real ones, ${FORGED}. Give the number of proxies in front of the server`,
      )
    }
    return { kind: 'hops', hops }
  }
  const list = value.split(',').map((entry) => entry.trim())
  for (const entry of list) {
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    const bits = family === 6 ? 128 : 32
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits)
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new Error(`"${entry}" is neither a number of proxies nor an IP address or network (10.0.0.0/8)`)
    }
    const reason = prefix === undefined ? null : tooWide(address, Number(prefix), family as 4 | 6)
    if (reason) {
      throw new Error(
        `"${entry}" ${reason}: ${FORGED}. Give the proxies' own addresses or network (10.0.0.0/8)`,
      )
    }
  }
  return { kind: 'addresses', list }
}

/** ::ffff:10.0.0.1 is how Node reports an IPv4 client on a dual-stack socket. */
const unmapped = (address: string) => (address.startsWith('::ffff:') ? address.slice(7) : address)

/**
 * The trust rule as Fastify takes it (`trustProxy` may be a function of an address and its hop
 * number, 0 being the socket's peer), so Fastify and the fast lane decide alike.
 */
export function trustFunction(setting: TrustProxy): ((address: string, hop: number) => boolean) | false {
  if (setting.kind === 'none') return false
  if (setting.kind === 'hops') {
    const { hops } = setting
    return (_address, hop) => hop < hops
  }
  const networks = new BlockList()
  for (const entry of setting.list) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) networks.addAddress(address, type)
    else networks.addSubnet(address, Number(prefix), type)
  }
  return (address) => {
    const plain = unmapped(address)
    const type = isIP(plain) === 6 ? 'ipv6' : 'ipv4'
    return isIP(plain) !== 0 && networks.check(plain, type)
  }
}

/**
 * The client's address: walking back from the socket's peer through X-Forwarded-For (last entry
 * first), the first address that is not a trusted proxy, or the furthest one when all are. This is
 * the walk Fastify makes (proxy-addr) with the same trust function.
 */
export function clientAddress(
  socketAddress: string,
  forwardedFor: string | string[] | undefined,
  trust: ((address: string, hop: number) => boolean) | false,
): string {
  // Node joins repeated X-Forwarded-For headers into one string; anything else is ignored, as Fastify does.
  if (!trust || typeof forwardedFor !== 'string') return socketAddress
  const chain = [
    socketAddress,
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .reverse(),
  ]
  for (let hop = 0; hop < chain.length - 1; hop++) {
    if (!trust(chain[hop]!, hop)) return chain[hop]!
  }
  return chain[chain.length - 1]!
}
