import { DASHBOARD_RECENT_CUSTOMERS, type CountSummary } from '@gwp/contracts'

import type { CountsRepository } from './counts.repository.js'

export interface CountsServiceDeps {
  counts: CountsRepository
}

/** The dashboard's count summary (back-office.md §2 Dashboard, §3 Count summary). */
export function createCountsService({ counts }: CountsServiceDeps) {
  return {
    /** Zero for an unknown category: the category card then shows no sub-categories. */
    subCategoryCountByCategory: (categoryId: string): Promise<number> =>
      counts.countSubCategoriesByCategory(categoryId),

    /** Anonymous callers count active products only, as they only ever see those (decision 7). */
    productCountBySubCategory: (subCategoryId: string, { includeInactive }: { includeInactive: boolean }) =>
      counts.countProductsBySubCategory(subCategoryId, { activeOnly: !includeInactive }),

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
