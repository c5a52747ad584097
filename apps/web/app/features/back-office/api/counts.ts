import { API_PATHS, type CountSummary, type CountSummaryResponse } from '@gwp/contracts'

import { backOfficeApi } from './base-api'

/** The dashboard's cards and recent customers come from one call. */
export const countsApi = backOfficeApi.injectEndpoints({
  endpoints: (build) => ({
    getCounts: build.query<CountSummary, void>({
      query: () => API_PATHS.counts.summary,
      transformResponse: (response: CountSummaryResponse) => response.data,
      providesTags: ['Counts'],
    }),
  }),
})

export const { useGetCountsQuery } = countsApi
