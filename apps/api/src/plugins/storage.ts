import fs from 'node:fs'

import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

import { createLocalStorage, uploadsDir, type Storage } from '../storage/storage.js'

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

/**
 * The file types the site writes under DATA_DIR/uploads: nothing else there is served, so a file put
 * there by other means (an HTML page, an SVG with a script) is never sent to a browser, whatever
 * its name (decision record 016). Its content type follows the extension, with nosniff.
 */
const SERVED_FILE = /\.(jpe?g|png|webp)$/i

/**
 * Uploaded images on local disk under DATA_DIR/uploads (docs/architecture.md#images), served at /uploads/
 * with the sandboxed header set of plugins/security-headers.ts. Every stored name is generated and
 * never reused, so a year of immutable caching is safe.
 */
export default fp(
  async (app) => {
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
