import {
  CHART_WEEKS,
  DASHBOARD_RECENT_CUSTOMERS,
  POTENTIAL_CUSTOMER_SOURCES,
  type CountSummary,
  type DashboardCharts,
} from '@gwp/contracts'

import { lastWeeks } from './chart-weeks.js'
import type { CountsRepository } from './counts.repository.js'

export interface CountsServiceDeps {
  counts: CountsRepository
  /** EVENTS_TZ: the company's calendar, on which the charts' weeks begin (Monday, midnight). */
  timeZone: string
}

/** The dashboard's count summary (docs/requirements/back-office.md#dashboard). */
export function createCountsService({ counts, timeZone }: CountsServiceDeps) {
  return {
    /** Zero for an unknown category: the category card then shows no sub-categories. */
    subCategoryCountByCategory: (categoryId: string): Promise<number> =>
      counts.countSubCategoriesByCategory(categoryId),

    /**
     * Anonymous callers count active products only, as they only ever see those
     * (docs/requirements/api.md#live-content-only).
     */
    productCountBySubCategory: (subCategoryId: string, { includeInactive }: { includeInactive: boolean }) =>
      counts.countProductsBySubCategory(subCategoryId, { activeOnly: !includeInactive }),

    /** The dashboard's charts as of `now`: every week and every known source, zeros included. */
    async charts(now = new Date()): Promise<DashboardCharts> {
      const { weeks, end } = lastWeeks(timeZone, now, CHART_WEEKS)
      const [byWeek, bySource] = await Promise.all([
        counts.countQuotationsByWeek([...weeks.map((week) => week.startsAt), end]),
        counts.countPotentialCustomersBySource(POTENTIAL_CUSTOMER_SOURCES),
      ])
      return {
        timeZone,
        quotationsByWeek: weeks.map(({ weekStart }, i) => ({ weekStart, ...byWeek[i]! })),
        customersBySource: POTENTIAL_CUSTOMER_SOURCES.map((source, i) => ({ source, count: bySource[i]! })),
      }
    },

    async summary(): Promise<CountSummary> {
      const [products, categoryCount, quotations, potentialCustomerCount, potentialCustomers] =
        await Promise.all([
          counts.countProductsByActive(),
          counts.countCategories(),
          counts.countQuotationsByStatus(),
          counts.countPotentialCustomers(),
          counts.listRecentPotentialCustomers(DASHBOARD_RECENT_CUSTOMERS),
        ])
      return {
        activeProductCount: products.get(1) ?? 0,
        inActiveProductCount: products.get(0) ?? 0,
        categoryCount,
        pendingStatusQuotationCount: quotations.get('pending') ?? 0,
        completedStatusQuotationCount: quotations.get('completed') ?? 0,
        potentialCustomerCount,
        potentialCustomers,
      }
    },
  }
}

export type CountsService = ReturnType<typeof createCountsService>
