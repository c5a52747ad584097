import { ADMINISTRATION_MESSAGES, RIGHTS_VERSION_HEADER } from '@gwp/contracts'
import { createApi, fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react'
import { toast } from 'react-toastify'

import { fetchPermissions, type PermissionsState } from '#app/features/session/permissions-slice'
import { checkAuth, sessionEnded, type SessionState } from '#app/features/session/session-slice'

type State = { session: SessionState; permissions: PermissionsState }

const fetchWithToken = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as State).session.GWP_Token
    if (token) headers.set('authorization', `Bearer ${token}`)
    return headers
  },
})

/**
 * Every back-office call, and what its answer says about the session:
 * - a 401 to a call that carried a token means the server ended the session (a superAdmin disabled
 *   this admin, a password change elsewhere, expiry): the session ends here too, and the admin routes
 *   show the login page at once instead of a section full of failures;
 * - a rights fingerprint other than the one the loaded permissions came with means a superAdmin saved
 *   this admin's grid: the rights and the user are loaded again, so menus and buttons follow at this
 *   request, without signing in again.
 */
const fetchFollowingSession: BaseQueryFn<
  Parameters<typeof fetchWithToken>[0],
  unknown,
  unknown,
  object,
  { response?: Response }
> = async (args, api, extraOptions) => {
  const sentToken = (api.getState() as State).session.GWP_Token
  const result = await fetchWithToken(args, api, extraOptions)
  const { session, permissions } = api.getState() as State
  if (result.error?.status === 401 && sentToken && session.isAuthenticated) {
    api.dispatch(sessionEnded())
    toast.info(ADMINISTRATION_MESSAGES.sessionEnded, { toastId: 'session-ended' })
    return result
  }
  const version = result.meta?.response?.headers.get(RIGHTS_VERSION_HEADER)
  if (
    version &&
    permissions.rightsVersion &&
    version !== permissions.rightsVersion &&
    !permissions.isLoading
  ) {
    void api.dispatch(fetchPermissions())
    void api.dispatch(checkAuth())
  }
  return result
}

/**
 * One RTK Query API for the back office; each area injects its endpoints from its own file here in
 * api/ (`backOfficeApi.injectEndpoints`). Cache tags make "the list reloads afterwards" automatic
 * after a mutation. An area brings its own tags without editing this file:
 * `backOfficeApi.enhanceEndpoints({ addTagTypes: ['Category'] }).injectEndpoints({ … })`.
 * Failures read through lib/api-error.ts.
 */
export const backOfficeApi = createApi({
  reducerPath: 'backOfficeApi',
  baseQuery: fetchFollowingSession,
  tagTypes: ['Heading', 'Counts', 'Profile'],
  endpoints: () => ({}),
})
