import fp from 'fastify-plugin'

import { serialisedText } from '../lib/serialised-json.js'

/**
 * The answer and body fields that hold stored image addresses: catalogue, blogs, events and partner
 * logos answer with them; a product's update and image delete send them back.
 */
const IMAGE_FIELDS = new Set(['image', 'images', 'bannerImage', 'imagePath'])
/** How a stored address starts: its key in the store follows (storage/storage.ts). */
const STORED = 'uploads/'

type Rewrite = (address: string) => string

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** `value` with every image field's addresses rewritten, as a copy: the payload may be shared. */
function rewriteImageFields(value: unknown, rewrite: Rewrite): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteImageFields(item, rewrite))
  if (!isPlainObject(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (!IMAGE_FIELDS.has(key)) copy[key] = rewriteImageFields(field, rewrite)
    else if (typeof field === 'string') copy[key] = rewrite(field)
    else if (Array.isArray(field))
      copy[key] = field.map((item) => (typeof item === 'string' ? rewrite(item) : item))
    else copy[key] = field
  }
  return copy
}

/**
 * Both ways between a stored address (`uploads/products/x.png`) and where visitors fetch it with a
 * public bucket address: `<S3_PUBLIC_URL>/<S3_PREFIX>products/x.png`, the object's own key. Anything
 * else is left as it is (an address already public, an empty one).
 */
function publicAddresses(publicUrl: string, prefix: string) {
  const base = `${publicUrl}/${prefix}`
  return {
    toPublic: (address: string) =>
      address.startsWith(STORED) ? base + address.slice(STORED.length) : address,
    toStored: (address: string) => (address.startsWith(base) ? STORED + address.slice(base.length) : address),
  }
}

/**
 * With S3_PUBLIC_URL set, visitors fetch the bucket's files from that address (a CDN, a public
 * bucket) and not through this server (decision record 018). Every answer's image fields carry the
 * public address, so the pages, their JSON-LD and Open Graph tags, the back office and any API client
 * use it; an address sent back (a product's images, reordered) is turned into the stored one before
 * validation, so the services only ever see stored addresses. Hero pictures stay on /uploads/hero/:
 * this server makes their variants when the company replaces a picture.
 */
export default fp<{ publicUrl: string; prefix: string }>(
  async (app, options) => {
    const { toPublic, toStored } = publicAddresses(options.publicUrl, options.prefix)
    app.addHook('preValidation', async (request) => {
      if (isPlainObject(request.body)) request.body = rewriteImageFields(request.body, toStored)
    })
    app.addHook('preSerialization', async (_request, _reply, payload) => {
      // A list the database wrote as JSON (lib/serialised-json.ts) is read back to be rewritten: only
      // with this setting, and a public list only once per change, as the response cache keeps it.
      const text = serialisedText(payload)
      return rewriteImageFields(text === null ? payload : JSON.parse(text), toPublic)
    })
  },
  { name: 'public-image-addresses' },
)
