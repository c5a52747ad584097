import fs from 'node:fs'
import path from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

import { ifNoneMatchHits } from '../cache/response-cache.js'
import { createS3Storage, type S3Storage } from '../storage/s3-storage.js'
import { createLocalStorage, isSafeKey, uploadsDir, type Storage } from '../storage/storage.js'
import { access } from './auth.js'

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

/**
 * The file types the site writes under uploads: nothing else there is served, so a file put there by
 * other means (an HTML page, an SVG with a script) is never sent to a browser, whatever its name
 * (decision record 016). Its content type follows the extension, with nosniff.
 */
const SERVED_FILE = /\.(jpe?g|png|webp)$/i
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}
/** Every stored name is generated and never reused, so a year of immutable caching is safe. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Uploaded images, served at /uploads/ with the sandboxed header set of plugins/security-headers.ts:
 * on local disk under DATA_DIR/uploads (docs/architecture.md#images), or in the bucket S3_BUCKET names,
 * which the server checks it can reach before it starts.
 */
export default fp(
  async (app) => {
    const s3 = app.config.s3
    if (s3) {
      const storage = createS3Storage(s3)
      await storage.probe()
      app.decorate('storage', storage)
      serveFromBucket(app, storage)
      return
    }
    const root = uploadsDir(app.config.dataDir)
    fs.mkdirSync(root, { recursive: true })
    app.decorate('storage', createLocalStorage(root))
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => SERVED_FILE.test(pathName),
      immutable: true,
      maxAge: '365d',
    })
  },
  { name: 'storage', dependencies: ['config'] },
)

/**
 * /uploads/* streamed from the bucket, with what the disk's files are sent with: the type by the
 * extension, the store's ETag (and 304 when the browser has it), a year of immutable caching. A store
 * that does not answer makes a 5xx for that request, like a database outage.
 */
function serveFromBucket(app: FastifyInstance, storage: S3Storage) {
  app.get<{ Params: { '*': string } }>(
    '/uploads/*',
    { config: { access: access.public } },
    async (request, reply) => {
      const key = request.params['*']
      const extension = path.extname(key).slice(1).toLowerCase()
      if (!SERVED_FILE.test(key) || !isSafeKey(key)) return reply.callNotFound()
      const ifNoneMatch = request.headers['if-none-match']
      const file = await storage.open(key, typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined)
      if (file === null) return reply.callNotFound()
      reply.header('cache-control', IMMUTABLE)
      if (file === 'not-modified' || (file.etag && ifNoneMatchHits(ifNoneMatch, file.etag))) {
        if (file !== 'not-modified') file.body.destroy()
        return reply.code(304).send()
      }
      reply.header('content-type', CONTENT_TYPES[extension]!)
      if (file.etag) reply.header('etag', file.etag)
      if (file.size !== undefined) reply.header('content-length', file.size)
      return reply.send(file.body)
    },
  )
}
