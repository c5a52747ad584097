import { API_PATHS, PAGE_SIZE, type PotentialCustomerListResponse } from '@gwp/contracts'

import { backOfficeApi } from './base-api'

export interface CustomerPageArgs {
  page: number
  /** Addresses that start with it; '' for everyone. */
  q: string
}

/** The query of the list as the export takes it: the table's search, and nothing of its paging. */
export const customerSearchParams = (q: string): Record<string, string> => (q ? { q } : {})

/**
 * Potential customers, one server page at a time. Visitors' enquiries add and change rows without any
 * write from the back office, so nothing could invalidate a cached page: it is dropped as soon as the
 * table stops showing it, and opening the section always asks again.
 */
export const customersApi = backOfficeApi
  .enhanceEndpoints({ addTagTypes: ['PotentialCustomer'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPotentialCustomerPage: build.query<PotentialCustomerListResponse, CustomerPageArgs>({
        query: ({ page, q }) => ({
          url: API_PATHS.potentialCustomer.list,
          params: { page, limit: PAGE_SIZE.admin, ...customerSearchParams(q) },
        }),
        keepUnusedDataFor: 0,
        providesTags: ['PotentialCustomer'],
      }),
    }),
  })

export const { useGetPotentialCustomerPageQuery } = customersApi
