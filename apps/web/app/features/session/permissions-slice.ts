import {
  API_PATHS,
  RIGHTS_VERSION_HEADER,
  type PermissionByAdminResponse,
  type RolePermissions,
} from '@gwp/contracts'
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit'

import type { SessionState } from './session-slice'
import { clearStoredSession } from './storage'

/** docs/requirements/accounts.md#permissions-state: an object, empty until fetched. */
export interface PermissionsState {
  permissions: RolePermissions | Record<string, never>
  isLoading: boolean
  error: string | null
  /**
   * The server's fingerprint of the role and grid these permissions came with. Every signed-in answer
   * carries the current one; when it differs the back office loads them again (base-api.ts).
   */
  rightsVersion: string | null
}

const initialState: PermissionsState = { permissions: {}, isLoading: false, error: null, rightsVersion: null }

export const PERMISSIONS_FAILED_LOG = 'Permissions not found or request failed! Token removed.'

/**
 * When the server says success false (an expired or revoked token answers that way), the stored
 * session is removed and the page reloads, which brings the login page
 * (docs/requirements/accounts.md#states).
 */
export const fetchPermissions = createAsyncThunk<
  { permission: RolePermissions; rightsVersion: string | null },
  void,
  { state: { session: SessionState } }
>('permissions/fetch', async (_, { getState }) => {
  const token = getState().session.GWP_Token
  const response = await fetch(API_PATHS.permission.byAdmin, {
    headers: { authorization: `Bearer ${token ?? ''}` },
  })
  // success false (an expired or revoked token) or nothing readable: the session ends.
  const body = (await response.json().catch(() => ({ success: false }))) as Partial<PermissionByAdminResponse>
  if (!body.success || !body.permission) {
    console.error(PERMISSIONS_FAILED_LOG)
    clearStoredSession()
    window.location.reload()
    throw new Error(PERMISSIONS_FAILED_LOG)
  }
  return { permission: body.permission, rightsVersion: response.headers.get(RIGHTS_VERSION_HEADER) }
})

export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPermissions.pending, (state) => {
        state.isLoading = true
        state.error = null
      })
      .addCase(fetchPermissions.fulfilled, (state, action) => {
        state.isLoading = false
        state.permissions = action.payload.permission
        state.rightsVersion = action.payload.rightsVersion
      })
      .addCase(fetchPermissions.rejected, (state, action) => {
        state.isLoading = false
        state.error = action.error.message ?? 'Failed to load permissions'
      })
  },
})
