import { API_PATHS, PAGE_SIZE, type AuditHistoryResponse } from '@gwp/contracts'

import { backOfficeApi } from './base-api'

/** The read-only history of role and state changes (superAdmin), newest first, one page at a time. */
export const auditHistoryApi = backOfficeApi
  .enhanceEndpoints({ addTagTypes: ['AuditEntry'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAuditHistoryPage: build.query<AuditHistoryResponse, { page: number }>({
        query: ({ page }) => ({ url: API_PATHS.auditHistory, params: { page, limit: PAGE_SIZE.admin } }),
        providesTags: ['AuditEntry'],
      }),
    }),
  })

export const { useGetAuditHistoryPageQuery } = auditHistoryApi
