import { z } from 'zod'

import { AdminListQuerySchema, LIST_SEARCH_MAX } from './admin-lists.js'
import { IdSchema, PaginationSchema } from './common.js'
import { VisitorLanguageSchema } from './enquiries.js'

/**
 * What brought a visitor in first (docs/requirements/enquiries.md#fields): a catalogue request or a
 * quotation.
 */
export const POTENTIAL_CUSTOMER_SOURCES = ['catalog', 'quotation'] as const
export type PotentialCustomerSource = (typeof POTENTIAL_CUSTOMER_SOURCES)[number]

/**
 * A potential customer (docs/requirements/enquiries.md#fields), one per e-mail address
 * (docs/requirements/enquiries.md#potential-customers).
 */
export const PotentialCustomerSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  source: z.string(),
  visitCount: z.number().int(),
  createdAt: z.string(),
  engagedAt: z.string(),
})
export type PotentialCustomer = z.infer<typeof PotentialCustomerSchema>

/**
 * A row of the back office's list: the potential customer and the language of their latest
 * request (issue 24), the one their next e-mail would be written in.
 */
export const PotentialCustomerListItemSchema = PotentialCustomerSchema.extend({
  language: VisitorLanguageSchema,
})
export type PotentialCustomerListItem = z.infer<typeof PotentialCustomerListItemSchema>

/**
 * GET /api/v1/potential-customer: the spec's plain call answers every potential customer; with
 * `page`, `limit` or `q` it answers one page and `pagination` (contracts/admin-lists.ts). `q` finds
 * the addresses that start with it, without regard to case: an index answers that on 100,000 rows,
 * where "anywhere in the address" would read every row twice (the page and its total).
 */
export const PotentialCustomerListQuerySchema = AdminListQuerySchema.omit({ status: true })
export type PotentialCustomerListQuery = z.infer<typeof PotentialCustomerListQuerySchema>

export const PotentialCustomerListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(PotentialCustomerListItemSchema),
  pagination: PaginationSchema.optional(),
})
export type PotentialCustomerListResponse = z.infer<typeof PotentialCustomerListResponseSchema>

/** GET /api/v1/potential-customer/export.csv: the list's search, every matching row. */
export const PotentialCustomerExportQuerySchema = z.object({
  q: z.string().trim().max(LIST_SEARCH_MAX).optional(),
})
export type PotentialCustomerExportQuery = z.infer<typeof PotentialCustomerExportQuerySchema>

/** The export's columns, in order: the table's four, then when the address was first seen. */
export const POTENTIAL_CUSTOMER_CSV_HEADER = [
  'Email',
  'Engaged At',
  'Source',
  'Visit Count',
  'First Seen',
] as const

/** The export's file name, before `-<YYYY-MM-DD>.csv`. */
export const POTENTIAL_CUSTOMER_CSV_NAME = 'potential-customers'

export const CUSTOMER_MESSAGES = {
  searchLabel: 'Search by email',
  searchPlaceholder: 'Email starts with…',
  exportFailed: 'Failed to export potential customers',
} as const
