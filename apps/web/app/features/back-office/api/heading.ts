import {
  API_PATHS,
  type HeadingBody,
  type HeadingResponse,
  type HeadingUpdateResponse,
  type Translations,
} from '@gwp/contracts'

import { backOfficeApi } from './base-api'

/** The alert heading: read by the dashboard banner, changed by the superAdmin's editor. */
/** The heading as the back office reads it: the English text, and its stored translations. */
export interface StoredHeading {
  heading: string
  translations: Translations<'heading'> | undefined
}

export const headingApi = backOfficeApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The spec's server carries the heading in `message` (an empty text means none is set); a
     * signed-in admin's answer also carries its `translations`.
     */
    getHeading: build.query<StoredHeading, void>({
      query: () => API_PATHS.heading.get,
      transformResponse: (response: HeadingResponse) => ({
        heading: response.message,
        translations: response.translations,
      }),
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
