import {
  API_PATHS,
  RIGHTS_VERSION_HEADER,
  type Admin,
  type LoginBody,
  type LoginResponse,
  type MeResponse,
  type PermissionByAdminResponse,
  type RolePermissions,
} from '@gwp/contracts'

import { backOfficeApi, sessionEnded } from '#app/features/back-office/api/base-api'
import { getApiError } from '#app/lib/api-error'

export const PERMISSIONS_FAILED_LOG = 'Permissions not found or request failed! Token removed.'

export const PERMISSIONS_UNREACHABLE_LOG = 'Failed to load permissions: no answer from the server'

/**
 * Set while the page is being left (a link to another page, a reload): the browser then cuts the
 * requests still under way, and there is nothing to tell anyone about them.
 */
let leavingPage = false
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leavingPage = true))
  // Back in view from the browser's page cache: its requests run again.
  window.addEventListener('pageshow', () => (leavingPage = false))
}

export interface SignedIn {
  user: Admin
  token: string
}

export interface LoadedPermissions {
  permission: RolePermissions
  /** The server's fingerprint of the role and grid they came with (api/base-api.ts compares it). */
  rightsVersion: string | null
}

/** The body of an answer, whether it was a success or an HTTP failure. */
function bodyOf<T>(result: { data?: unknown; error?: unknown }): Partial<T> | undefined {
  const body = result.error ? (result.error as { data?: unknown }).data : result.data
  return typeof body === 'object' && body !== null ? (body as Partial<T>) : undefined
}

/**
 * Sign-in, the start-up auth check, sign-out and the admin's rights (docs/requirements/accounts.md#states),
 * through the back office's base query like every other call, so one place handles a 401. The session and
 * permissions slices follow these endpoints.
 */
export const sessionApi = backOfficeApi.injectEndpoints({
  endpoints: (build) => ({
    /** Success is judged by HTTP OK; the server's message, else "Login failed"; a network fault says so. */
    login: build.mutation<SignedIn, LoginBody>({
      async queryFn(credentials, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: API_PATHS.auth.login, method: 'POST', body: credentials })
        const body = bodyOf<LoginResponse>(result)
        if (!result.error && body?.GWP_Token && body.data) {
          return { data: { user: body.data, token: body.GWP_Token } }
        }
        const problem = result.error ? getApiError(result.error) : null
        // No answer at all: "Network error: " and the browser's text.
        if (problem && problem.status === null) return { error: problem.message }
        return { error: body?.message || 'Login failed' }
      },
    }),

    /** The start-up auth check; a 401 ends the session in the base query. */
    authCheck: build.query<Admin, void>({
      query: () => API_PATHS.auth.me,
      transformResponse: (body: MeResponse) => body.data,
      providesTags: ['Session'],
    }),

    /**
     * Revokes the token on the server (docs/requirements/api.md#paths-not-shown); the local session ends
     * whatever the server says.
     */
    logout: build.mutation<null, void>({
      async queryFn(_arg, api, _extraOptions, baseQuery) {
        const { session } = api.getState() as { session: { GWP_Token: string | null } }
        if (session.GWP_Token) await baseQuery({ url: API_PATHS.auth.logout, method: 'POST' })
        return { data: null }
      },
    }),

    /**
     * The signed-in admin's rights. An answer without them (success false: an expired or revoked
     * token; or nothing readable) ends the session, which brings the login page back
     * (docs/requirements/accounts.md#screens docs/requirements/accounts.md#states, #errors).
     */
    permissions: build.query<LoadedPermissions, void>({
      async queryFn(_arg, api, _extraOptions, baseQuery) {
        const result = await baseQuery(API_PATHS.permission.byAdmin)
        const body = bodyOf<PermissionByAdminResponse>(result)
        // No answer at all (the network, or the page being left cut it short): a failure that only
        // logs, and the session stands. Ending it cleared the stored token just as the next page,
        // which the visitor had asked for, was about to read it.
        if (result.error && typeof (result.error as { status?: unknown }).status !== 'number') {
          if (!leavingPage) console.error(PERMISSIONS_UNREACHABLE_LOG)
          return { error: PERMISSIONS_UNREACHABLE_LOG }
        }
        if (result.error || !body?.success || !body.permission) {
          console.error(PERMISSIONS_FAILED_LOG)
          api.dispatch(sessionEnded())
          return { error: PERMISSIONS_FAILED_LOG }
        }
        const rightsVersion = result.meta?.response?.headers.get(RIGHTS_VERSION_HEADER) ?? null
        return { data: { permission: body.permission, rightsVersion } }
      },
      providesTags: ['Session'],
    }),
  }),
})

export const { useLoginMutation, useLogoutMutation, useAuthCheckQuery, usePermissionsQuery } = sessionApi

/** Asks for the rights again now, whatever is cached (each move to another section does). */
export const refreshPermissions = () =>
  sessionApi.endpoints.permissions.initiate(undefined, { forceRefetch: true, subscribe: false })
