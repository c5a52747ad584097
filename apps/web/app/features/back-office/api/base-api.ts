import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'

import type { SessionState } from '../../session/session-slice'

/**
 * One RTK Query API for the back office; each area injects its endpoints from its own file here in
 * api/ (`backOfficeApi.injectEndpoints`). Cache tags make "the list reloads afterwards" automatic
 * after a mutation. An area brings its own tags without editing this file:
 * `backOfficeApi.enhanceEndpoints({ addTagTypes: ['Category'] }).injectEndpoints({ … })`.
 * Failures read through lib/api-error.ts.
 */
export const backOfficeApi = createApi({
  reducerPath: 'backOfficeApi',
  baseQuery: fetchBaseQuery({
    baseUrl: '/',
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as { session: SessionState }).session.GWP_Token
      if (token) headers.set('authorization', `Bearer ${token}`)
      return headers
    },
  }),
  tagTypes: ['Heading', 'Counts', 'Profile'],
  endpoints: () => ({}),
})
