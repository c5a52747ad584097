import { API_PATHS, type DashboardCharts, type DashboardChartsResponse } from '@gwp/contracts'

import { backOfficeApi } from './base-api'

/**
 * The dashboard's charts. Tagged 'Counts' like the cards, so every write that changes the counts
 * (a quotation's status, a delete) redraws them too; and read again each time the dashboard opens,
 * since visitors' quotations arrive without any write from the back office.
 */
export const chartsApi = backOfficeApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardCharts: build.query<DashboardCharts, void>({
      query: () => API_PATHS.counts.charts,
      transformResponse: (response: DashboardChartsResponse) => response.data,
      providesTags: ['Counts'],
    }),
  }),
})

export const { useGetDashboardChartsQuery } = chartsApi
