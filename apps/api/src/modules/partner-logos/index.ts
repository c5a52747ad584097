import type { FastifyInstance } from 'fastify'

import { createPartnerLogosRepository } from './partner-logos.repository.js'
import { partnerLogosRoutes } from './partner-logos.routes.js'
import { createPartnerLogosService } from './partner-logos.service.js'

/**
 * Partner logos: the public list and the superAdmin's create and delete
 * (docs/requirements/back-office.md#partner-logos).
 */
export default async function partnerLogosModule(app: FastifyInstance) {
  const logos = createPartnerLogosRepository(app.db)
  partnerLogosRoutes(
    app,
    createPartnerLogosService({ db: app.db, logos, storage: app.storage, log: app.log }),
  )
}
