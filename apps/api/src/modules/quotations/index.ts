import type { FastifyInstance } from 'fastify'

import { createAttemptsRepository } from '../../db/repositories/attempts.repository.js'
import { createCustomersRepository } from '../../db/repositories/customers.repository.js'
import { createScheduledRunsRepository } from '../../db/repositories/scheduled-runs.repository.js'
import { createDailyDesk, type DailyDesk } from './desk/daily-desk.js'
import { createDeskReport } from './desk/desk-report.js'
import { createDeskRepository } from './desk/desk.repository.js'
import { deskRoutes } from './desk/desk.routes.js'
import { createDeskService } from './desk/desk.service.js'
import { createRemindersRepository } from './desk/reminders.repository.js'
import { reportRoutes } from './desk/report.routes.js'
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
  reportRoutes(app, createDeskReport(db))
  offerLinkRoutes(app, createCustomerAnswers({ db, quotations, desk, offers, storage, mail, config }))
  scheduleDailyDesk(
    app,
    createDailyDesk({
      db,
      desk,
      offers,
      reminders: createRemindersRepository(db),
      runs: createScheduledRunsRepository(db),
      mail,
      config,
      log: app.log,
    }),
  )
}

/** How often each process checks for expired offers and the day's reminders. */
export const DAILY_DESK_CHECK_MS = 10 * 60 * 1_000

function scheduleDailyDesk(app: FastifyInstance, daily: DailyDesk) {
  let running: Promise<unknown> | null = null
  const check = () => {
    running ??= daily.check().finally(() => {
      running = null
    })
    return running
  }
  const timer = setInterval(() => void check(), DAILY_DESK_CHECK_MS)
  // A timer must never be what keeps the process alive.
  timer.unref()
  app.addHook('onReady', async () => {
    await check()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
