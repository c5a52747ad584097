import { z } from 'zod'

import { isCalendarDate } from './event-rules.js'
import { OFFER_CURRENCIES, parseMoney, parsePercent } from './money.js'
import { OFFER_STATUSES } from './sales-desk.js'

/**
 * The sales desk's priced offers (decision record 021): what staff send to build one, what the back
 * office reads back, and what the customer's page shows. Amounts travel as exact decimal text
 * ("1250.50"); a price may be sent as a JSON number or as such text, and is read from its digits.
 */

export const OFFER_LIMITS = {
  lines: 50,
  description: 300,
  quantity: 1_000_000,
  terms: 2000,
  taxName: 20,
  acceptName: 100,
  poNumber: 60,
  declineReason: 1000,
  /** The furthest validity date staff may give, in days from today. */
  validityDays: 365,
} as const

export const OFFER_FIELD_MESSAGES = {
  currency: 'Choose PKR, AED or USD',
  validUntil: 'Give a validity date (YYYY-MM-DD) from today on, within a year',
  lines: `Add from 1 to ${OFFER_LIMITS.lines} lines`,
  description: `Describe the line (at most ${OFFER_LIMITS.description} characters)`,
  quantity: `Quantity must be a whole number from 1 to ${OFFER_LIMITS.quantity.toLocaleString('en-US')}`,
  unitPrice: 'Unit price must be an amount such as 1250 or 1250.50',
  discountPercent: 'Discount must be a percentage from 0 to 100',
  taxPercent: 'Tax must be a percentage from 0 to 100',
  total: 'The offer is too large to price',
  product: 'That product does not exist',
  acceptName: 'Please enter your name',
} as const

const MoneySchema = z
  .union([z.number(), z.string()])
  .refine((value) => parseMoney(value) !== null, { error: OFFER_FIELD_MESSAGES.unitPrice })

const percentSchema = (message: string) =>
  z.union([z.number(), z.string()]).refine((value) => parsePercent(value) !== null, { error: message })

const optionalText = (max: number) => z.string().trim().max(max).optional()

export const CalendarDateSchema = z
  .string()
  .refine(isCalendarDate, { error: 'Use a date written YYYY-MM-DD' })

export const OfferLineInputSchema = z.object({
  productId: z.string().min(1).max(64).optional(),
  description: z
    .string({ error: OFFER_FIELD_MESSAGES.description })
    .trim()
    .min(1, { error: OFFER_FIELD_MESSAGES.description })
    .max(OFFER_LIMITS.description, { error: OFFER_FIELD_MESSAGES.description }),
  quantity: z
    .number({ error: OFFER_FIELD_MESSAGES.quantity })
    .int({ error: OFFER_FIELD_MESSAGES.quantity })
    .min(1, { error: OFFER_FIELD_MESSAGES.quantity })
    .max(OFFER_LIMITS.quantity, { error: OFFER_FIELD_MESSAGES.quantity }),
  unitPrice: MoneySchema,
  discountPercent: percentSchema(OFFER_FIELD_MESSAGES.discountPercent).optional(),
})
export type OfferLineInput = z.infer<typeof OfferLineInputSchema>

/** `POST /api/v1/quotation/:id/offer`. `send: true` also e-mails the customer. */
export const OfferCreateBodySchema = z.object({
  currency: z.enum(OFFER_CURRENCIES, { error: OFFER_FIELD_MESSAGES.currency }),
  validUntil: z.string({ error: OFFER_FIELD_MESSAGES.validUntil }).refine(isCalendarDate, {
    error: OFFER_FIELD_MESSAGES.validUntil,
  }),
  lines: z
    .array(OfferLineInputSchema, { error: OFFER_FIELD_MESSAGES.lines })
    .min(1, { error: OFFER_FIELD_MESSAGES.lines })
    .max(OFFER_LIMITS.lines, { error: OFFER_FIELD_MESSAGES.lines }),
  taxPercent: percentSchema(OFFER_FIELD_MESSAGES.taxPercent).optional(),
  /** What the tax is called on the offer ("GST", "VAT"); "Tax" when not given. */
  taxName: optionalText(OFFER_LIMITS.taxName),
  paymentTerms: optionalText(OFFER_LIMITS.terms),
  deliveryTerms: optionalText(OFFER_LIMITS.terms),
  /** Anything else the customer should read (the issue's `terms`). */
  terms: optionalText(OFFER_LIMITS.terms),
  send: z.boolean().optional(),
})
export type OfferCreateBody = z.infer<typeof OfferCreateBodySchema>

/** `POST /api/v1/quotation/:id/offer/:offerId/send`: `email: false` gives a new link without an e-mail. */
export const OfferSendBodySchema = z.object({ email: z.boolean().optional() })

export const OfferParamsSchema = z.object({ id: z.string(), offerId: z.string() })

export const OfferLineSchema = z.object({
  productId: z.string().nullable(),
  productCode: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  discountPercent: z.string(),
  amount: z.string(),
})
export type OfferLine = z.infer<typeof OfferLineSchema>

/** What the offer shows the customer: the prices and terms, without staff's names or notes. */
const OfferTermsSchema = z.object({
  number: z.string(),
  revision: z.number().int(),
  /** `Q-2026-0042 rev 2`. */
  title: z.string(),
  status: z.enum(OFFER_STATUSES),
  currency: z.enum(OFFER_CURRENCIES),
  lines: z.array(OfferLineSchema),
  subtotal: z.string(),
  taxName: z.string().nullable(),
  taxPercent: z.string().nullable(),
  tax: z.string(),
  total: z.string(),
  validUntil: z.string(),
  paymentTerms: z.string(),
  deliveryTerms: z.string(),
  terms: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})

export const OfferAnswerSchema = z.object({
  kind: z.enum(['accepted', 'declined']),
  at: z.string(),
  /** Who accepted (the name typed), or null for a decline. */
  name: z.string().nullable(),
  poNumber: z.string().nullable(),
  reason: z.string().nullable(),
  /** Staff recorded it (the outcome of completing a quote), rather than the customer's page. */
  byStaff: z.boolean(),
})
export type OfferAnswer = z.infer<typeof OfferAnswerSchema>

/** An offer revision as the back office reads it. */
export const OfferSchema = OfferTermsSchema.extend({
  _id: z.string(),
  quotationId: z.string(),
  createdBy: z.string().nullable(),
  openedAt: z.string().nullable(),
  answer: OfferAnswerSchema.extend({ ip: z.string().nullable() }).nullable(),
})
export type Offer = z.infer<typeof OfferSchema>

export const OfferCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: OfferSchema,
  /** The customer's link and a WhatsApp message holding it, when this call sent the offer. */
  link: z.string().optional(),
  whatsapp: z.string().nullable().optional(),
})
export type OfferCreatedResponse = z.infer<typeof OfferCreatedResponseSchema>

/** `GET /api/v1/offer/:token`: the offer as the customer's page shows it. */
export const PublicOfferSchema = OfferTermsSchema.extend({
  customer: z.object({ fullName: z.string(), email: z.string(), address: z.string() }),
  answer: OfferAnswerSchema.nullable(),
  /** True while Accept and Decline can still be pressed. */
  open: z.boolean(),
})
export type PublicOffer = z.infer<typeof PublicOfferSchema>

export const PublicOfferResponseSchema = z.object({ success: z.literal(true), data: PublicOfferSchema })
export type PublicOfferResponse = z.infer<typeof PublicOfferResponseSchema>

export const OfferTokenParamsSchema = z.object({ token: z.string().max(100) })

export const OfferAcceptBodySchema = z.object({
  name: z
    .string({ error: OFFER_FIELD_MESSAGES.acceptName })
    .trim()
    .min(1, { error: OFFER_FIELD_MESSAGES.acceptName })
    .max(OFFER_LIMITS.acceptName),
  poNumber: optionalText(OFFER_LIMITS.poNumber),
})
export type OfferAcceptBody = z.infer<typeof OfferAcceptBodySchema>

export const OfferDeclineBodySchema = z.object({ reason: optionalText(OFFER_LIMITS.declineReason) })
export type OfferDeclineBody = z.infer<typeof OfferDeclineBodySchema>

export const OfferAnsweredResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: PublicOfferSchema,
})
