import type { FastifyInstance } from 'fastify'

import { createProductsRepository } from './products.repository.js'
import { productsRoutes } from './products.routes.js'
import { createProductsService } from './products.service.js'

/** Products: the public reads, the back office's paged list and its writes. */
export default async function productsModule(app: FastifyInstance) {
  productsRoutes(
    app,
    createProductsService({
      db: app.db,
      products: createProductsRepository(app.db, app.dialect),
      storage: app.storage,
      log: app.log,
    }),
  )
}
