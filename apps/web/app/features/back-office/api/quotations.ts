import {
  API_PATHS,
  fillPath,
  PAGE_SIZE,
  type DeletedResponse,
  type OfferOutcome,
  type QuotationListResponse,
  type QuotationFollowUpFilter,
  type QuotationOwnerFilter,
  type QuotationRegionFilter,
  type QuotationStageFilter,
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
  /** The sales desk's filters (decision record 021). */
  owner: QuotationOwnerFilter
  stage: QuotationStageFilter
  followUp: QuotationFollowUpFilter
}

/** The query string of the list and its export: defaults left out, as the URL leaves them out. */
export function quotationFilterParams({
  q,
  status,
  region,
  sort,
  owner,
  stage,
  followUp,
}: Omit<QuotationPageArgs, 'page'>) {
  return {
    ...(q ? { q } : {}),
    ...(status !== 'all' ? { status } : {}),
    ...(region !== 'all' ? { region } : {}),
    ...(sort !== 'newest' ? { sort } : {}),
    ...(owner !== 'all' ? { owner } : {}),
    ...(stage !== 'all' ? { stage } : {}),
    ...(followUp !== 'all' ? { followUp } : {}),
  }
}

/**
 * The Quotes section (docs/requirements/enquiries.md#calls): one server page at a time, the status change
 * and the delete. Both writes change the dashboard's Total Quotations card, so they invalidate
 * 'Counts' as well as the list ("On success the list reloads"). The CSV export is a download, not
 * cached data: sections/quotes/use-quotations-export.ts fetches it.
 */
export const quotationsApi = backOfficeApi
  .enhanceEndpoints({ addTagTypes: ['Quotation', 'DeskReport'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getQuotationPage: build.query<QuotationListResponse, QuotationPageArgs>({
        query: ({ page, ...filters }) => ({
          url: API_PATHS.quotation.list,
          params: { page, limit: PAGE_SIZE.admin, ...quotationFilterParams(filters) },
        }),
        providesTags: ['Quotation'],
      }),
      /**
       * JSON `status` (docs/requirements/enquiries.md#calls), with the outcome staff pick when the quotation
       * has an open offer (decision record 021).
       */
      changeQuotationStatus: build.mutation<
        QuotationSavedResponse,
        { id: string; status: QuotationStatus; outcome?: OfferOutcome }
      >({
        query: ({ id, status, outcome }) => ({
          url: fillPath(API_PATHS.quotation.one, { id }),
          method: 'PATCH',
          body: outcome ? { status, outcome } : { status },
        }),
        invalidatesTags: ['Quotation', 'Counts', 'DeskReport'],
      }),
      deleteQuotation: build.mutation<DeletedResponse, string>({
        query: (id) => ({ url: fillPath(API_PATHS.quotation.one, { id }), method: 'DELETE' }),
        invalidatesTags: ['Quotation', 'Counts'],
      }),
    }),
  })

export const { useGetQuotationPageQuery, useChangeQuotationStatusMutation, useDeleteQuotationMutation } =
  quotationsApi
