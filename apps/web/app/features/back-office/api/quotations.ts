import {
  API_PATHS,
  fillPath,
  PAGE_SIZE,
  type DeletedResponse,
  type QuotationListResponse,
  type QuotationRegionFilter,
  type QuotationSavedResponse,
  type QuotationSort,
  type QuotationStatus,
  type QuotationStatusFilter,
} from '@gwp/contracts'

import { backOfficeApi } from './base-api'

/** What the Quotes table shows: the page and the search, filters and order it is read with. */
export interface QuotationPageArgs {
  page: number
  q: string
  status: QuotationStatusFilter
  region: QuotationRegionFilter
  sort: QuotationSort
}

/** The query string of the list and its export: defaults left out, as the URL leaves them out. */
export function quotationFilterParams({ q, status, region, sort }: Omit<QuotationPageArgs, 'page'>) {
  return {
    ...(q ? { q } : {}),
    ...(status !== 'all' ? { status } : {}),
    ...(region !== 'all' ? { region } : {}),
    ...(sort !== 'newest' ? { sort } : {}),
  }
}

/**
 * The Quotes section (docs/requirements/enquiries.md#calls): one server page at a time, the status change
 * and the delete. Both writes change the dashboard's Total Quotations card, so they invalidate
 * 'Counts' as well as the list ("On success the list reloads"). The CSV export is a download, not
 * cached data: sections/quotes/use-quotations-export.ts fetches it.
 */
export const quotationsApi = backOfficeApi.enhanceEndpoints({ addTagTypes: ['Quotation'] }).injectEndpoints({
  endpoints: (build) => ({
    getQuotationPage: build.query<QuotationListResponse, QuotationPageArgs>({
      query: ({ page, ...filters }) => ({
        url: API_PATHS.quotation.list,
        params: { page, limit: PAGE_SIZE.admin, ...quotationFilterParams(filters) },
      }),
      providesTags: ['Quotation'],
    }),
    /** JSON `status` (docs/requirements/enquiries.md#calls). */
    changeQuotationStatus: build.mutation<QuotationSavedResponse, { id: string; status: QuotationStatus }>({
      query: ({ id, status }) => ({
        url: fillPath(API_PATHS.quotation.one, { id }),
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['Quotation', 'Counts'],
    }),
    deleteQuotation: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: fillPath(API_PATHS.quotation.one, { id }), method: 'DELETE' }),
      invalidatesTags: ['Quotation', 'Counts'],
    }),
  }),
})

export const { useGetQuotationPageQuery, useChangeQuotationStatusMutation, useDeleteQuotationMutation } =
  quotationsApi
