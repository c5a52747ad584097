import type { FastifyInstance } from 'fastify'

import { createAttemptsRepository } from '../../db/repositories/attempts.repository.js'
import { createCustomersRepository } from '../../db/repositories/customers.repository.js'
import { createDeskRepository } from './desk/desk.repository.js'
import { deskRoutes } from './desk/desk.routes.js'
import { createDeskService } from './desk/desk.service.js'
import { createCustomerAnswers } from './offers/customer-answers.service.js'
import { offerLinkRoutes } from './offers/offer-links.routes.js'
import { createOffersRepository } from './offers/offers.repository.js'
import { createOffersService } from './offers/offers.service.js'
import { createQuotationDeskService } from './quotation-desk.service.js'
import { createQuotationsRepository } from './quotations.repository.js'
import { quotationsRoutes } from './quotations.routes.js'
import { createQuotationsService } from './quotations.service.js'

/**
 * Quotations: the public request form (docs/requirements/enquiries.md#quotations), the back office's
 * Quotes with the quote desk, and the sales desk (decision record 021): owners, stages, notes, priced
 * offers and the customer's answer.
 */
export default async function quotationsModule(app: FastifyInstance) {
  const { db, mail, config, storage } = app
  const quotations = createQuotationsRepository(db)
  const desk = createDeskRepository(db)
  const offers = createOffersRepository(db)
  const deskService = createDeskService({ db, quotations, desk, offers })
  quotationsRoutes(
    app,
    createQuotationsService({
      db,
      quotations,
      customers: createCustomersRepository(db),
      attempts: createAttemptsRepository(db),
      mail,
      config,
      log: app.log,
    }),
    createQuotationDeskService(quotations),
    deskService,
  )
  deskRoutes(app, deskService, createOffersService({ db, quotations, desk, offers, storage, mail, config }))
  offerLinkRoutes(app, createCustomerAnswers({ db, quotations, desk, offers, storage, mail, config }))
}
