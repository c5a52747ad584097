import type { FastifyInstance } from 'fastify'

import { ifNoneMatchHits } from '../../cache/response-cache.js'
import { access } from '../../plugins/auth.js'
import { writeDefaultHeroPictures } from './default-pictures.js'
import { createHeroImages, HERO_FOLDER } from './hero-images.js'

/**
 * The names never change while the pictures may, so caches keep a variant an hour and then ask again
 * (the ETag makes that a 304 when nothing changed). Not `immutable` like the rest of /uploads/.
 */
export const HERO_CACHE_CONTROL = 'public, max-age=3600'

/** A picture replaced in the bucket shows within this time: each listing of a bucket is a request. */
export const BUCKET_RELIST_MS = 30_000

/** The home page's hero pictures: WebP variants of files the company replaces on disk (hero-images.ts). */
export default async function heroModule(app: FastifyInstance) {
  const images = createHeroImages({
    storage: app.storage,
    log: app.log,
    relistAfterMs: app.config.s3 ? BUCKET_RELIST_MS : 0,
  })
  let defaults: Promise<unknown> = Promise.resolve()

  // Demo content, like the seed's (with demo content off the hero has no pictures), written when the
  // server starts listening: test apps never listen, so the API suite does not draw them each time.
  app.addHook('onListen', async () => {
    if (!app.config.seedDemo) return
    defaults = writeDefaultHeroPictures(app.storage).then(
      (written) => written > 0 && app.log.info({ written }, 'wrote the default hero pictures'),
      (err: unknown) => app.log.error({ err }, 'could not write the default hero pictures'),
    )
  })
  // A server that stops while drawing them finishes first: no half-written picture, and nothing is
  // written into DATA_DIR after close (a test's clean-up raced such a write).
  app.addHook('onClose', async () => {
    await defaults
  })

  // More specific than the static /uploads/* route, so it answers every path under /uploads/hero/:
  // the originals themselves are not published, only the variants.
  app.get<{ Params: { file: string } }>(
    `/uploads/${HERO_FOLDER}/:file`,
    { config: { access: access.public } },
    async (request, reply) => {
      // A first request on a new site may come while the defaults are being drawn.
      await defaults
      const variant = await images.variant(request.params.file)
      if (!variant) return reply.callNotFound()
      reply.header('content-type', 'image/webp')
      reply.header('cache-control', HERO_CACHE_CONTROL)
      reply.header('etag', variant.etag)
      if (ifNoneMatchHits(request.headers['if-none-match'], variant.etag)) {
        reply.removeHeader('content-type')
        return reply.code(304).send()
      }
      return reply.send(variant.bytes)
    },
  )
}
