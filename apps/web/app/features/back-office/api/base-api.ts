import { ADMINISTRATION_MESSAGES, RIGHTS_VERSION_HEADER } from '@gwp/contracts'
import { createAction } from '@reduxjs/toolkit'
import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react'

import { toast } from '#app/components/toast'

/** What the base query reads of the store (session/store.ts holds the whole of it). */
interface SessionView {
  session: { GWP_Token: string | null; isAuthenticated: boolean }
  permissions: { rightsVersion: string | null; isLoading: boolean }
}

/**
 * The server no longer accepts the token (disabled by a superAdmin, signed out elsewhere, expired,
 * rights that cannot be read): the session ends here too (session/session-slice.ts) and the admin
 * routes show the login page.
 */
export const sessionEnded = createAction('session/sessionEnded')

/** The token goes with every call made while signed in. */
const tokenOf = (state: SessionView) => (state.session.isAuthenticated ? state.session.GWP_Token : null)

const fetchWithToken = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const token = tokenOf(getState() as SessionView)
    if (token) headers.set('authorization', `Bearer ${token}`)
    return headers
  },
})

/**
 * Every back-office call, sign-in and the rights included, and what its answer says about the session:
 * - a 401 to a call that carried a token means the server ended the session: the session ends here
 *   too, and the admin routes show the login page at once instead of a section full of failures
 *   (signing out of a session the server already ended is no news, so logout says nothing);
 * - a rights fingerprint other than the one the loaded permissions came with means a superAdmin saved
 *   this admin's grid: the rights and the user are loaded again (the 'Session' tag), so menus and
 *   buttons follow at this request, without signing in again.
 */
const fetchFollowingSession: BaseQueryFn<
  Parameters<typeof fetchWithToken>[0],
  unknown,
  unknown,
  object,
  { response?: Response }
> = async (args, api, extraOptions) => {
  const sentToken = tokenOf(api.getState() as SessionView)
  const result = await fetchWithToken(args, api, extraOptions)
  const { session, permissions } = api.getState() as SessionView
  if (result.error?.status === 401 && sentToken && session.isAuthenticated) {
    api.dispatch(sessionEnded())
    if (api.endpoint !== 'logout') {
      toast.info(ADMINISTRATION_MESSAGES.sessionEnded, { toastId: 'session-ended' })
    }
    return result
  }
  const version = result.meta?.response?.headers.get(RIGHTS_VERSION_HEADER)
  if (
    version &&
    permissions.rightsVersion &&
    version !== permissions.rightsVersion &&
    !permissions.isLoading
  ) {
    api.dispatch(backOfficeApi.util.invalidateTags(['Session']))
  }
  return result
}

/**
 * One RTK Query API for the back office; each area injects its endpoints from its own file here in
 * api/ (`backOfficeApi.injectEndpoints`), the session its own from session/session-api.ts. Cache tags
 * make "the list reloads afterwards" automatic after a mutation. An area brings its own tags without
 * editing this file: `backOfficeApi.enhanceEndpoints({ addTagTypes: ['Category'] }).injectEndpoints({ … })`.
 * Failures read through lib/api-error.ts.
 */
export const backOfficeApi = createApi({
  reducerPath: 'backOfficeApi',
  baseQuery: fetchFollowingSession,
  tagTypes: ['Session', 'Heading', 'Counts', 'Profile'],
  endpoints: () => ({}),
})
