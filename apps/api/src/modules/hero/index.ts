import fs from 'node:fs'
import path from 'node:path'

import { IMAGE_KINDS } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'

import { ifNoneMatchHits } from '../../cache/response-cache.js'
import { renderHeroPicture } from '../../db/seed/hero-pictures.js'
import { access } from '../../plugins/auth.js'
import type { Storage } from '../../storage/storage.js'
import { uploadsDir } from '../../storage/storage.js'
import { createHeroImages, HERO_FOLDER } from './hero-images.js'

/**
 * The names never change while the pictures may, so caches keep a variant an hour and then ask again
 * (the ETag makes that a 304 when nothing changed). Not `immutable` like the rest of /uploads/.
 */
export const HERO_CACHE_CONTROL = 'public, max-age=3600'

/**
 * Puts the demo's four hero pictures in place when the folder does not exist yet: a new site, or one
 * that ran before the hero had pictures. Once the folder exists it belongs to the company, so a
 * picture deleted on purpose stays deleted (that slide shows its gradient).
 */
export async function writeDefaultHeroPictures(storage: Storage, dir: string): Promise<number> {
  if (fs.existsSync(dir)) return 0
  // One at a time: it happens once, and the machine may be busy starting up.
  for (let slide = 1; slide <= IMAGE_KINDS.hero.maxCount; slide++) {
    await storage.save(`${HERO_FOLDER}/slide-${slide}.jpg`, await renderHeroPicture(slide))
  }
  return IMAGE_KINDS.hero.maxCount
}

/** The home page's hero pictures: WebP variants of files the company replaces on disk (hero-images.ts). */
export default async function heroModule(app: FastifyInstance) {
  const dir = path.join(uploadsDir(app.config.dataDir), HERO_FOLDER)
  const images = createHeroImages({ dir, log: app.log })
  let defaults: Promise<unknown> = Promise.resolve()

  // Demo content, like the seed's (SEED_DEMO=false leaves the hero without pictures), written when the
  // server starts listening: test apps never listen, so the API suite does not draw them each time.
  app.addHook('onListen', async () => {
    if (app.config.seedDemo === false) return
    defaults = writeDefaultHeroPictures(app.storage, dir).then(
      (written) => written > 0 && app.log.info({ dir, written }, 'wrote the default hero pictures'),
      (err: unknown) => app.log.error({ err, dir }, 'could not write the default hero pictures'),
    )
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
