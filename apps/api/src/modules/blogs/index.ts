import type { FastifyInstance } from 'fastify'

import { createBlogsRepository } from './blogs.repository.js'
import { blogsRoutes } from './blogs.routes.js'
import { createBlogsService } from './blogs.service.js'

/** Blogs: the public reads, the back office's list and its writes. */
export default async function blogsModule(app: FastifyInstance) {
  blogsRoutes(
    app,
    createBlogsService({
      db: app.db,
      blogs: createBlogsRepository(app.db),
      storage: app.storage,
      log: app.log,
    }),
  )
}
