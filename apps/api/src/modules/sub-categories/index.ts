import type { FastifyInstance } from 'fastify'

import { createSubCategoriesRepository } from './sub-categories.repository.js'
import { subCategoriesRoutes } from './sub-categories.routes.js'
import { createSubCategoriesService } from './sub-categories.service.js'

/** Sub-categories: the public reads (the back office's writes come later). */
export default async function subCategoriesModule(app: FastifyInstance) {
  subCategoriesRoutes(
    app,
    createSubCategoriesService({ subCategories: createSubCategoriesRepository(app.db) }),
  )
}
