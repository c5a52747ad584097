import { z } from 'zod'

import { AdminListQuerySchema, type ListPage } from './admin-lists.js'
import { PaginationSchema } from './common.js'
import { PAGE_SIZE } from './constants.js'
import { QuotationSchema, QuotationStatusSchema } from './enquiries.js'
import {
  emailSearchKey,
  QUOTATION_FOLLOW_UP_FILTERS,
  QUOTATION_MESSAGES,
  QUOTATION_OWNER_FILTERS,
  QUOTATION_REGION_FILTERS,
  QUOTATION_SORTS,
  QUOTATION_STAGE_FILTERS,
  QUOTATION_STATUS_FILTERS,
  QUOTE_REGIONS,
  type QuotationFollowUpFilter,
  type QuotationOwnerFilter,
  type QuotationRegionFilter,
  type QuotationStageFilter,
  type QuotationSort,
  type QuotationStatusFilter,
} from './quote-desk.js'
import { OFFER_OUTCOMES, QUOTE_STAGES } from './sales-desk.js'

/**
 * The back office's quotations (docs/requirements/enquiries.md#quotes-section, #calls) and the quote desk
 * (decision record 009): the list, its CSV export, the status change and the delete. Rules and words live in
 * quote-desk.ts (zod-free); these schemas apply them to requests and answers.
 */

export const QuoteRegionSchema = z.enum(QUOTE_REGIONS)

export const QuoteStageSchema = z.enum(QUOTE_STAGES)

export const DeskPersonSchema = z.object({ _id: z.string(), name: z.string() })
export type DeskPerson = z.infer<typeof DeskPersonSchema>

/** What the sales desk (decision record 021) adds to every quotation the back office reads. */
export const DeskFieldsSchema = z.object({
  stage: QuoteStageSchema,
  owner: DeskPersonSchema.nullable(),
  /** `YYYY-MM-DD`, or null when none is set. */
  followUpOn: z.string().nullable(),
})

/**
 * One row of `GET /api/v1/quotation`: the stored quotation (enquiries.ts; its `product` is the
 * spec's reference, `{ _id, id, name, productCode, category: { name } }`, null once the product was
 * deleted), the region its phone number names, and the sales desk's stage, owner and follow-up date.
 */
export const QuotationListItemSchema = QuotationSchema.extend({
  region: QuoteRegionSchema,
  ...DeskFieldsSchema.shape,
})
export type QuotationListItem = z.infer<typeof QuotationListItemSchema>

/** The filters and order both the list and the export take. */
const QuotationFiltersSchema = z.object({
  q: AdminListQuerySchema.shape.q,
  status: z.enum(QUOTATION_STATUS_FILTERS).optional(),
  region: z.enum(QUOTATION_REGION_FILTERS).optional(),
  sort: z.enum(QUOTATION_SORTS).optional(),
  owner: z.enum(QUOTATION_OWNER_FILTERS).optional(),
  stage: z.enum(QUOTATION_STAGE_FILTERS).optional(),
  followUp: z.enum(QUOTATION_FOLLOW_UP_FILTERS).optional(),
})

/**
 * `?page=&limit=&q=&status=&region=&sort=`, all optional: the spec's plain call (none of them)
 * answers every quotation, newest first; any of them answers one page and `pagination`. `q` is
 * searched anywhere in the e-mail address, without regard to case.
 */
export const QuotationListQuerySchema = QuotationFiltersSchema.extend({
  page: AdminListQuerySchema.shape.page,
  limit: AdminListQuerySchema.shape.limit,
})
export type QuotationListQuery = z.infer<typeof QuotationListQuerySchema>

/** `GET /api/v1/quotation/export.csv`: the table's search, filters and order, without paging. */
export const QuotationExportQuerySchema = QuotationFiltersSchema
export type QuotationExportQuery = z.infer<typeof QuotationExportQuerySchema>

/** The filters of a list or export read, defaults filled in and the search lower-cased (null: none). */
export interface QuotationFilters {
  search: string | null
  status: QuotationStatusFilter
  region: QuotationRegionFilter
  sort: QuotationSort
  owner: QuotationOwnerFilter
  stage: QuotationStageFilter
  followUp: QuotationFollowUpFilter
}

export type QuotationPage = Pick<ListPage, 'page' | 'limit' | 'offset'> & QuotationFilters

export function quotationFiltersOf(query: QuotationExportQuery): QuotationFilters {
  return {
    search: query.q ? emailSearchKey(query.q) : null,
    status: query.status ?? 'all',
    region: query.region ?? 'all',
    sort: query.sort ?? 'newest',
    owner: query.owner ?? 'all',
    stage: query.stage ?? 'all',
    followUp: query.followUp ?? 'all',
  }
}

/** The page a list query asks for, or null when it is the spec's plain call. */
export function quotationPageOf(query: QuotationListQuery): QuotationPage | null {
  const { page, limit, ...filters } = query
  const paged = page !== undefined || limit !== undefined
  if (!paged && Object.values(filters).every((value) => value === undefined)) return null
  const size = limit ?? PAGE_SIZE.admin
  const number = page ?? 1
  return { page: number, limit: size, offset: (number - 1) * size, ...quotationFiltersOf(filters) }
}

export const QuotationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(QuotationListItemSchema),
  pagination: PaginationSchema.optional(),
})
export type QuotationListResponse = z.infer<typeof QuotationListResponseSchema>

export const QuotationIdParamsSchema = z.object({ id: z.string() })

/**
 * PATCH /api/v1/quotation/{id}: JSON `status`, pending or completed; other fields are dropped. Beyond
 * the spec, `outcome` is what staff record when they complete a quotation whose offer is still open
 * (decision record 021): without it that completion is refused.
 */
export const QuotationStatusBodySchema = z.object({
  status: z.enum(QuotationStatusSchema.options, { error: QUOTATION_MESSAGES.statusInvalid }),
  outcome: z.enum(OFFER_OUTCOMES).optional(),
})
export type QuotationStatusBody = z.infer<typeof QuotationStatusBodySchema>

export const QuotationSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: QuotationListItemSchema,
})
export type QuotationSavedResponse = z.infer<typeof QuotationSavedResponseSchema>

/** The export's columns, in order. */
export const QUOTATION_CSV_HEADER = [
  'Full Name',
  'Phone Number',
  'Email',
  'Address',
  'Message',
  'Product',
  'Product Code',
  'Category',
  'Region',
  'Status',
  'Sent At',
] as const
