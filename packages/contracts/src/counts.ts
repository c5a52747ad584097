import { z } from 'zod'

import { PotentialCustomerSchema } from './customers.js'

/** How many potential customers the dashboard's summary lists: the most recently engaged. */
export const DASHBOARD_RECENT_CUSTOMERS = 5

export const COUNT_MESSAGES = {
  fetchFailed: 'Server Error or Internet Connection Issue',
} as const

/**
 * The dashboard's count summary (docs/requirements/back-office.md#fields), field names as the spec gives
 * them.
 */
export const CountSummarySchema = z.object({
  activeProductCount: z.number().int(),
  inActiveProductCount: z.number().int(),
  categoryCount: z.number().int(),
  pendingStatusQuotationCount: z.number().int(),
  completedStatusQuotationCount: z.number().int(),
  potentialCustomerCount: z.number().int(),
  potentialCustomers: z.array(PotentialCustomerSchema),
})
export type CountSummary = z.infer<typeof CountSummarySchema>

/** GET /api/v1/count */
export const CountSummaryResponseSchema = z.object({ success: z.literal(true), data: CountSummarySchema })
export type CountSummaryResponse = z.infer<typeof CountSummaryResponseSchema>

/** GET /api/v1/count/sub-category-count-by-category-id/:categoryId: the category cards read `status`, `count`. */
export const SubCategoryCountResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal(true),
  count: z.number().int(),
})
export type SubCategoryCountResponse = z.infer<typeof SubCategoryCountResponseSchema>

/** GET /api/v1/count/products-count-by-sub-category-id/:id: the sub-category cards read `productCounts`. */
export const ProductCountResponseSchema = z.object({
  success: z.literal(true),
  productCounts: z.number().int(),
})
export type ProductCountResponse = z.infer<typeof ProductCountResponseSchema>
