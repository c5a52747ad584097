import type { FastifyInstance } from 'fastify'

import { calendarDateIn } from '../lib/calendar.js'
import type { TestApp } from './app.js'
import type { TestAdmin } from './factories.js'

/**
 * Reads for the sales desk's API tests (decision record 021): the stored rows a call must have
 * written (or left alone), and the company's calendar the desk's dates are read on.
 */

/** Today on the company's calendar (EVENTS_TZ), as the offers' validity and "due" are read. */
export const companyToday = (t: TestApp): string => calendarDateIn(t.config.eventsTimeZone, new Date())

export const storedQuotation = (app: FastifyInstance, id: string) =>
  app.db.selectFrom('quotations').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

/** The quotation's timeline as stored, oldest first. */
export const storedEvents = (app: FastifyInstance, quotationId: string) =>
  app.db
    .selectFrom('quotationEvents')
    .select(['kind', 'actor', 'summary', 'body'])
    .where('quotationId', '=', quotationId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()

/** The quotation's offer revisions, first revision first. */
export const storedOffers = (app: FastifyInstance, quotationId: string) =>
  app.db.selectFrom('offers').selectAll().where('quotationId', '=', quotationId).orderBy('revision').execute()

export const storedOffer = (app: FastifyInstance, offerId: string) =>
  app.db.selectFrom('offers').selectAll().where('id', '=', offerId).executeTakeFirstOrThrow()

/** Every queued e-mail, oldest first. */
export const storedMails = (app: FastifyInstance) =>
  app.db.selectFrom('mailQueue').selectAll().orderBy('createdAt').orderBy('id').execute()

/** The token of a customer's link (`…/offer/<token>`). */
export const tokenOf = (link: string): string => link.slice(link.lastIndexOf('/') + 1)

/** A signed-in admin's call with a JSON body (none for GET). */
export const call = (
  app: FastifyInstance,
  admin: TestAdmin,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

/** `POST /api/v1/quotation/:id/offer` as `admin`. */
export const createOffer = (app: FastifyInstance, admin: TestAdmin, quotationId: string, payload: object) =>
  call(app, admin, 'POST', `/api/v1/quotation/${quotationId}/offer`, payload)

/** An offer line: one of floor cleaner, with what the test changes. */
export const offerLine = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  description: 'Floor cleaner, 5 L',
  quantity: 1,
  ...overrides,
})
