import { API_PATHS, PAGE_SIZE, type ServerLogPage } from '@gwp/contracts'

import { backOfficeApi } from './base-api'

/** The request log, one page of 10 at a time (superAdmin only; the API refuses anyone else). */
export const serverLogsApi = backOfficeApi.injectEndpoints({
  endpoints: (build) => ({
    getServerLogs: build.query<ServerLogPage, number>({
      query: (page) => ({ url: API_PATHS.serverLogger, params: { page, limit: PAGE_SIZE.logs } }),
      // A log grows with every request; an old page held in the cache would be stale on return.
      keepUnusedDataFor: 0,
      // docs/requirements/back-office.md#errors: a failed log fetch is only logged; the section shows an
      // empty list.
      async onQueryStarted(_page, { queryFulfilled }) {
        try {
          await queryFulfilled
        } catch (failure) {
          console.error('Failed to fetch server logs', failure)
        }
      },
    }),
  }),
})

export const { useGetServerLogsQuery } = serverLogsApi
