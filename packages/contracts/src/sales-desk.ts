/**
 * The sales desk (decision record 021): a quotation's stage, owner, follow-up date, internal notes and
 * timeline, and the priced offers it leads to. Words and rules only, zod-free, so the back office
 * shows the same labels and the same stage ↔ status rule the API applies.
 */
import type { QuotationStatus } from './enquiries.js'

/** A quotation's place in the sale, beside the spec's Pending/Completed. */
export const QUOTE_STAGES = [
  'new',
  'contacted',
  'offer-sent',
  'accepted',
  'declined',
  'expired',
  'lost',
] as const
export type QuoteStage = (typeof QUOTE_STAGES)[number]

export const QUOTE_STAGE_LABELS: Record<QuoteStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  'offer-sent': 'Offer sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  lost: 'Lost',
}

/** The stages that end a sale: a quotation in one of them is Completed, every other one Pending. */
export const CLOSED_STAGES: readonly QuoteStage[] = ['accepted', 'declined', 'expired', 'lost']
/** The closed stages the win rate divides by ("decided"). */
export const DECIDED_STAGES = CLOSED_STAGES

export const isClosedStage = (stage: QuoteStage): boolean => CLOSED_STAGES.includes(stage)

/** The spec's status a stage stands for. */
export const statusOfStage = (stage: QuoteStage): QuotationStatus =>
  isClosedStage(stage) ? 'completed' : 'pending'

/**
 * The stages staff set by hand. Offer sent follows a sent offer, Accepted and Declined the customer's
 * answer (or the outcome staff record when they complete a quote with an open offer), Expired the
 * offer's validity date.
 */
export const MANUAL_STAGES = ['new', 'contacted', 'lost'] as const
export type ManualStage = (typeof MANUAL_STAGES)[number]

/** What staff record when they complete a quotation whose offer is still open. */
export const OFFER_OUTCOMES = ['accepted', 'declined', 'lost'] as const
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number]

/**
 * An offer revision's state. A draft can be replaced by the next draft; a sent revision never
 * changes its lines again and waits for the customer; a new revision marks the one before Replaced.
 */
export const OFFER_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'declined',
  'expired',
  'replaced',
  'withdrawn',
] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  replaced: 'Replaced',
  withdrawn: 'Withdrawn',
}

/** The longest internal note. */
export const NOTE_MAX_LENGTH = 2000

/** Days an offer stays valid unless staff choose another date. */
export const DEFAULT_OFFER_VALIDITY_DAYS = 14

/** The tax lines staff pick from (any other rate can be typed). */
export const TAX_PRESETS = [
  { label: 'GST 18 % (Pakistan)', name: 'GST', percent: '18' },
  { label: 'VAT 5 % (UAE)', name: 'VAT', percent: '5' },
] as const

/** `Q-2026-0042`: an offer's number, one per quotation's series of revisions. */
export function offerNumber(year: number, sequence: number): string {
  return `Q-${year}-${String(sequence).padStart(4, '0')}`
}

/** `Q-2026-0042 rev 2`; the first revision is the number alone. */
export const offerTitle = (number: string, revision: number): string =>
  revision > 1 ? `${number} rev ${revision}` : number

/** The customer's address of an offer. */
export const offerPagePath = (token: string): string => `/offer/${token}`

/** What happened to a quotation, one entry of its timeline. */
export const TIMELINE_KINDS = [
  'received',
  'assigned',
  'note',
  'stage',
  'status',
  'follow-up',
  'offer-drafted',
  'offer-sent',
  'offer-opened',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

/** Thresholds of the daily reminder. */
export const REMINDERS = {
  /** A quotation still New after this many days waits for a first reply. */
  firstReplyDays: 2,
  /** An offer valid for at most this many more days is expiring. */
  expiringDays: 2,
} as const

export const SALES_DESK_MESSAGES = {
  assigned: 'Owner updated',
  unassigned: 'Quotation unassigned',
  ownerUnknown: 'That admin does not exist',
  stageChanged: 'Stage updated',
  followUpSet: 'Follow-up date saved',
  followUpCleared: 'Follow-up date cleared',
  noteAdded: 'Note added',
  noteEmpty: 'Write a note first',
  offerSaved: 'Offer saved as a draft',
  offerSent: 'Offer sent to the customer',
  offerNotFound: 'Offer not found',
  offerNotDraft: 'Only a draft can be sent from here; make a new revision instead',
  offerClosed: 'This quotation’s offer was accepted: there is nothing more to price or send',
  openOfferNeedsOutcome: 'This quote has an open offer: choose its outcome to complete it',
  linkNotFound: 'This offer link is not valid',
  linkExpired: 'This offer has expired',
  linkReplaced: 'This offer was replaced by a newer one: use the link in the latest e-mail',
  linkWithdrawn: 'This offer was withdrawn',
  alreadyAnswered: 'This offer has already been answered',
  accepted: 'Thank you: your acceptance has been recorded',
  declined: 'Thank you: your answer has been recorded',
  pdfFailed: 'Failed to open the PDF',
  loadFailed: 'Failed to load the quotation',
} as const
