import type { FastifyInstance } from 'fastify'

import { createCategoriesRepository } from './categories.repository.js'
import { categoriesRoutes } from './categories.routes.js'
import { createCategoriesService } from './categories.service.js'

/** Product categories: the public reads, the back office's paged list and its writes. */
export default async function categoriesModule(app: FastifyInstance) {
  categoriesRoutes(
    app,
    createCategoriesService({
      db: app.db,
      categories: createCategoriesRepository(app.db, app.dialect),
      storage: app.storage,
      log: app.log,
    }),
  )
}
