import { z } from 'zod'

import { isCalendarDate } from './event-rules.js'
import { OFFER_CURRENCIES } from './money.js'
import { OfferSchema } from './offers.js'
import { DeskPersonSchema, QuotationListItemSchema, QuoteStageSchema } from './quotations.js'
import {
  MANUAL_STAGES,
  NOTE_MAX_LENGTH,
  OFFER_OUTCOMES,
  SALES_DESK_MESSAGES,
  TIMELINE_KINDS,
} from './sales-desk.js'

/**
 * The sales desk's requests and answers (decision record 021): a quotation with its stage, owner,
 * notes, offers and timeline; the changes staff make to it; and the dashboard's figures.
 */

export const DeskNoteSchema = z.object({
  _id: z.string(),
  /** The author's name as it was when they wrote it (the admin may since be gone). */
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
})
export type DeskNote = z.infer<typeof DeskNoteSchema>

export const TimelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  /** Who did it: an admin's name, "Customer", or null for the site itself (expiry, the request). */
  actor: z.string().nullable(),
  /** One line saying what happened, e.g. "Stage: Contacted → Lost" or "Q-2026-0042 rev 2". */
  summary: z.string(),
})
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>

/** `GET /api/v1/quotation/:id`. */
export const QuotationDetailSchema = QuotationListItemSchema.extend({
  notes: z.array(DeskNoteSchema),
  /** Every revision, newest first. */
  offers: z.array(OfferSchema),
  /** Everything that happened, oldest first, starting with its arrival. */
  timeline: z.array(TimelineEntrySchema),
})
export type QuotationDetail = z.infer<typeof QuotationDetailSchema>

export const QuotationDetailResponseSchema = z.object({
  success: z.literal(true),
  data: QuotationDetailSchema,
})
export type QuotationDetailResponse = z.infer<typeof QuotationDetailResponseSchema>

/**
 * `PATCH /api/v1/quotation/:id/desk`: any of owner (null to unassign), a stage staff may set by hand,
 * and the follow-up date (null to clear).
 */
export const DeskUpdateBodySchema = z
  .object({
    ownerId: z.string().min(1).max(64).nullable().optional(),
    stage: z.enum(MANUAL_STAGES).optional(),
    followUpOn: z
      .string()
      .refine(isCalendarDate, { error: 'Use a date written YYYY-MM-DD' })
      .nullable()
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to change',
  })
export type DeskUpdateBody = z.infer<typeof DeskUpdateBodySchema>

export const DeskNoteBodySchema = z.object({
  text: z
    .string({ error: SALES_DESK_MESSAGES.noteEmpty })
    .trim()
    .min(1, { error: SALES_DESK_MESSAGES.noteEmpty })
    .max(NOTE_MAX_LENGTH, { error: `A note holds at most ${NOTE_MAX_LENGTH} characters` }),
})
export type DeskNoteBody = z.infer<typeof DeskNoteBodySchema>

/** The spec's status change, with the outcome staff pick when the quotation has an open offer. */
export const OfferOutcomeSchema = z.enum(OFFER_OUTCOMES)

export const OwnerListResponseSchema = z.object({ success: z.literal(true), data: z.array(DeskPersonSchema) })

/** `GET /api/v1/quotation/desk-report`: the dashboard's sales figures. */
export const DeskReportSchema = z.object({
  /** Hours from a request's arrival to its first reply (its first stage change or offer). */
  firstReply: z.object({
    replied: z.number().int(),
    medianHours: z.number().nullable(),
    p90Hours: z.number().nullable(),
  }),
  /** Accepted ÷ decided (accepted, declined, expired, lost), by the month the sale was decided. */
  winRateByMonth: z.array(
    z.object({ month: z.string(), accepted: z.number().int(), decided: z.number().int() }),
  ),
  winRateByRegion: z.array(
    z.object({ region: z.string(), accepted: z.number().int(), decided: z.number().int() }),
  ),
  winRateByCategory: z.array(
    z.object({ category: z.string(), accepted: z.number().int(), decided: z.number().int() }),
  ),
  /** The latest open revision of each quotation still waiting, summed by stage and currency. */
  openOffers: z.array(
    z.object({
      stage: QuoteStageSchema,
      currency: z.enum(OFFER_CURRENCIES),
      count: z.number().int(),
      total: z.string(),
    }),
  ),
})
export type DeskReport = z.infer<typeof DeskReportSchema>

export const DeskReportResponseSchema = z.object({ success: z.literal(true), data: DeskReportSchema })

/** The offers export's columns, in order. */
export const OFFER_CSV_HEADER = [
  'Number',
  'Revision',
  'Status',
  'Customer',
  'Email',
  'Currency',
  'Subtotal',
  'Tax',
  'Total',
  'Valid Until',
  'Sent At',
  'Answered At',
  'Owner',
] as const
