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
 * Uploaded images on local disk under DATA_DIR/uploads (docs/architecture.md#images), served at /uploads/.
 * Every stored name is generated and never reused, so a year of immutable caching is safe.
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
      immutable: true,
      maxAge: '365d',
    })
  },
  { name: 'storage', dependencies: ['config'] },
)
