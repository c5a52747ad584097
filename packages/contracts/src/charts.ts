import { z } from 'zod'

/**
 * GET /api/v1/count/charts (beyond the spec): the dashboard's two charts. Weeks begin on Monday at
 * midnight in the company's time zone (EVENTS_TZ, the calendar event statuses use too).
 */

/** How many weeks the quotations chart shows, this week included. */
export const CHART_WEEKS = 12

export const QuotationWeekSchema = z.object({
  /** The Monday the week begins on, YYYY-MM-DD in `timeZone`. */
  weekStart: z.string(),
  pending: z.number().int(),
  completed: z.number().int(),
})
export type QuotationWeek = z.infer<typeof QuotationWeekSchema>

export const SourceCountSchema = z.object({ source: z.string(), count: z.number().int() })
export type SourceCount = z.infer<typeof SourceCountSchema>

export const DashboardChartsSchema = z.object({
  timeZone: z.string(),
  /** CHART_WEEKS weeks, oldest first; a week without quotations counts 0 of each. */
  quotationsByWeek: z.array(QuotationWeekSchema),
  /** Every known source (catalog, quotation), 0 when none came that way. */
  customersBySource: z.array(SourceCountSchema),
})
export type DashboardCharts = z.infer<typeof DashboardChartsSchema>

export const DashboardChartsResponseSchema = z.object({
  success: z.literal(true),
  data: DashboardChartsSchema,
})
export type DashboardChartsResponse = z.infer<typeof DashboardChartsResponseSchema>

export const CHART_MESSAGES = {
  fetchFailed: 'Could not load the charts.',
  noQuotations: `No quotations in the last ${CHART_WEEKS} weeks.`,
  noCustomers: 'No potential customers yet.',
} as const
