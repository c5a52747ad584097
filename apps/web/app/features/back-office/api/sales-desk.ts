import {
  API_PATHS,
  fillPath,
  type DeskNoteBody,
  type DeskReport,
  type DeskUpdateBody,
  type OfferCreateBody,
  type OfferCreatedResponse,
  type QuotationDetailResponse,
  type QuotationSavedResponse,
} from '@gwp/contracts'

import { backOfficeApi } from './base-api'

/**
 * The sales desk's calls (decision record 021): a quotation's record, its owner, stage, follow-up,
 * notes and offers, the owners to choose from, and the dashboard's sales figures. Every write
 * reloads the list and the record ('Quotation') and the figures ('DeskReport'); the status toggle
 * (api/quotations.ts) does the same.
 */
export const salesDeskApi = backOfficeApi
  .enhanceEndpoints({ addTagTypes: ['Quotation', 'DeskReport', 'Owners'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getQuotation: build.query<QuotationDetailResponse, string>({
        query: (id) => fillPath(API_PATHS.quotation.one, { id }),
        providesTags: ['Quotation'],
      }),
      getOwners: build.query<{ success: true; data: Array<{ _id: string; name: string }> }, void>({
        query: () => API_PATHS.quotation.owners,
        providesTags: ['Owners'],
      }),
      updateDesk: build.mutation<QuotationSavedResponse, { id: string; body: DeskUpdateBody }>({
        query: ({ id, body }) => ({ url: fillPath(API_PATHS.quotation.desk, { id }), method: 'PATCH', body }),
        invalidatesTags: ['Quotation', 'DeskReport'],
      }),
      addNote: build.mutation<{ success: true; message: string }, { id: string; body: DeskNoteBody }>({
        query: ({ id, body }) => ({ url: fillPath(API_PATHS.quotation.note, { id }), method: 'POST', body }),
        invalidatesTags: ['Quotation'],
      }),
      createOffer: build.mutation<OfferCreatedResponse, { id: string; body: OfferCreateBody }>({
        query: ({ id, body }) => ({ url: fillPath(API_PATHS.quotation.offer, { id }), method: 'POST', body }),
        invalidatesTags: ['Quotation', 'DeskReport', 'Counts'],
      }),
      sendOffer: build.mutation<OfferCreatedResponse, { id: string; offerId: string; email: boolean }>({
        query: ({ id, offerId, email }) => ({
          url: fillPath(API_PATHS.quotation.offerSend, { id, offerId }),
          method: 'POST',
          body: { email },
        }),
        invalidatesTags: ['Quotation', 'DeskReport', 'Counts'],
      }),
      getDeskReport: build.query<{ success: true; data: DeskReport }, void>({
        query: () => API_PATHS.quotation.deskReport,
        providesTags: ['DeskReport'],
      }),
    }),
  })

export const {
  useGetQuotationQuery,
  useGetOwnersQuery,
  useUpdateDeskMutation,
  useAddNoteMutation,
  useCreateOfferMutation,
  useSendOfferMutation,
  useGetDeskReportQuery,
} = salesDeskApi
