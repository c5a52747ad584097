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

/** Reads TRUST_PROXY; throws with the reason on a value it cannot use safely. */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = (text ?? '').trim()
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' }
  if (value === 'true') throw new Error(TRUST_EVERY_HOP_REFUSED)
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) }
  const list = value.split(',').map((entry) => entry.trim())
  for (const entry of list) {
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    const bits = family === 6 ? 128 : 32
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits)
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new Error(`"${entry}" is neither a number of proxies nor an IP address or network (10.0.0.0/8)`)
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
