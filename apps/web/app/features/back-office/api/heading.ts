import { API_PATHS, type HeadingBody, type HeadingResponse, type HeadingUpdateResponse } from '@gwp/contracts'

import { backOfficeApi } from './base-api'

/** The alert heading: read by the dashboard banner, changed by the superAdmin's editor. */
export const headingApi = backOfficeApi.injectEndpoints({
  endpoints: (build) => ({
    /** The spec's server carries the heading in `message`; an empty text means none is set. */
    getHeading: build.query<string, void>({
      query: () => API_PATHS.heading.get,
      transformResponse: (response: HeadingResponse) => response.message,
      providesTags: ['Heading'],
    }),
    updateHeading: build.mutation<HeadingUpdateResponse, HeadingBody>({
      query: (body) => ({ url: API_PATHS.heading.update, method: 'PUT', body }),
      // The banner refetches, so it shows what the server stored (trimmed), not what was typed.
      invalidatesTags: ['Heading'],
    }),
  }),
})

export const { useGetHeadingQuery, useUpdateHeadingMutation } = headingApi
