import {
  emailSearchKey,
  ENQUIRY_MESSAGES,
  regionOfPhone,
  type Quotation,
  type QuotationCreateBody,
} from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { AppConfig } from '../../config.js'
import type { Database } from '../../db/database.js'
import { invalidField } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { takeAllowance, type HourlyIpLimit } from '../../throttles/ip-rate-limit.js'
import { nowIso } from '../../lib/time.js'
import type { MailService } from '../../mail/mail-service.js'
import type { AttemptsRepository } from '../../db/repositories/attempts.repository.js'
import type { CustomersRepository } from '../../db/repositories/customers.repository.js'
import { staffQuotationMail } from './quotation-mail.js'
import type { QuotationsRepository } from './quotations.repository.js'

export interface QuotationsServiceDeps {
  db: Kysely<Database>
  quotations: QuotationsRepository
  customers: CustomersRepository
  attempts: AttemptsRepository
  mail: MailService
  config: Pick<AppConfig, 'staffEmail' | 'publicUrl' | 'enquiryRateLimits'>
  log: FastifyBaseLogger
}

/** Quotation requests from the public forms (docs/requirements/enquiries.md#quotations). */
export function createQuotationsService({
  db,
  quotations,
  customers,
  attempts,
  mail,
  config,
  log,
}: QuotationsServiceDeps) {
  const limit: HourlyIpLimit = {
    kind: 'quotation',
    perHour: config.enquiryRateLimits.quotationsPerHour,
    message: ENQUIRY_MESSAGES.tooManyQuotes,
  }

  return {
    /**
     * Stores the request as pending, records the potential customer and queues the staff notice, in
     * one transaction: when the caller hears success the request is committed, and no e-mail exists
     * for a request that was not (docs/security.md#s23). Returns null for a dropped request (honeypot
     * filled), which still uses up one of the IP's requests so a bot cannot tell the difference by hammering.
     */
    async create(body: QuotationCreateBody, ip: string): Promise<Quotation | null> {
      const allowance = await takeAllowance(attempts, limit, ip)
      if (body.honeypotFilled) {
        log.info({ ip }, 'quotation request dropped: honeypot field filled')
        return null
      }
      try {
        return await db.transaction().execute(async (trx) => {
          const product = await quotations.findActiveProduct(body.product, trx)
          if (!product) throw invalidField('product', ENQUIRY_MESSAGES.productUnavailable)
          const now = nowIso()
          const quotation: Quotation = {
            _id: newId(),
            fullName: body.fullName,
            phoneNumber: body.phoneNumber,
            email: body.email,
            address: body.address,
            message: body.message,
            status: 'pending',
            language: body.language,
            product: {
              _id: product.id,
              id: product.id,
              name: product.name,
              productCode: product.productCode,
              category: { name: product.categoryName },
            },
            createdAt: now,
            updatedAt: now,
          }
          await quotations.create(
            {
              id: quotation._id,
              productId: product.id,
              fullName: quotation.fullName,
              phoneNumber: quotation.phoneNumber,
              email: quotation.email,
              address: quotation.address,
              message: quotation.message,
              status: quotation.status,
              language: quotation.language,
              createdAt: now,
              updatedAt: now,
              emailKey: emailSearchKey(quotation.email),
              region: regionOfPhone(quotation.phoneNumber),
            },
            trx,
          )
          await customers.recordEngagement(
            { email: body.email, source: 'quotation', language: body.language, at: now },
            trx,
          )
          if (config.staffEmail) {
            const backOffice = `${config.publicUrl}/admin?section=quotes`
            await mail.enqueue(staffQuotationMail(quotation, config.staffEmail, backOffice), trx)
          }
          return quotation
        })
      } catch (err) {
        // A refused or failed request is not one the visitor got: it gives its place back.
        await allowance.release().catch((releaseErr: unknown) => {
          log.warn({ err: releaseErr }, 'could not give back a quotation rate-limit slot')
        })
        throw err
      }
    },
  }
}

export type QuotationsService = ReturnType<typeof createQuotationsService>
