import { z } from 'zod'

import { PotentialCustomerSchema } from './customers.js'

/** How many potential customers the dashboard's summary lists: the most recently engaged. */
export const DASHBOARD_RECENT_CUSTOMERS = 5

export const COUNT_MESSAGES = {
  fetchFailed: 'Server Error or Internet Connection Issue',
} as const

/** The dashboard's count summary (back-office.md §3), field names as the spec gives them. */
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
