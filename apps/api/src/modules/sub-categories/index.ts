import type { FastifyInstance } from 'fastify'

import { createSubCategoriesRepository } from './sub-categories.repository.js'
import { subCategoriesRoutes } from './sub-categories.routes.js'
import { createSubCategoriesService } from './sub-categories.service.js'

/** Sub-categories: the public reads and the back office's writes. */
export default async function subCategoriesModule(app: FastifyInstance) {
  subCategoriesRoutes(
    app,
    createSubCategoriesService({
      db: app.db,
      subCategories: createSubCategoriesRepository(app.db),
      storage: app.storage,
      log: app.log,
    }),
  )
}
