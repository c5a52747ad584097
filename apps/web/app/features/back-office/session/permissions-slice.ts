import type { RolePermissions } from '@gwp/contracts'
import { createSlice } from '@reduxjs/toolkit'

import { sessionApi } from './session-api'

/** docs/requirements/accounts.md#permissions-state: an object, empty until fetched. */
export interface PermissionsState {
  permissions: RolePermissions | Record<string, never>
  isLoading: boolean
  error: string | null
  /**
   * The server's fingerprint of the role and grid these permissions came with. Every signed-in answer
   * carries the current one; when it differs the back office loads them again (api/base-api.ts).
   */
  rightsVersion: string | null
}

const initialState: PermissionsState = { permissions: {}, isLoading: false, error: null, rightsVersion: null }

const { permissions } = sessionApi.endpoints

/** docs/requirements/accounts.md#states, driven by the permissions endpoint (session-api.ts). */
export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(permissions.matchPending, (state) => {
        state.isLoading = true
        state.error = null
      })
      .addMatcher(permissions.matchFulfilled, (state, action) => {
        state.isLoading = false
        state.permissions = action.payload.permission
        state.rightsVersion = action.payload.rightsVersion
      })
      .addMatcher(permissions.matchRejected, (state, action) => {
        // A request not made because one is already on its way is no failure.
        if (action.meta.condition) return
        state.isLoading = false
        state.error = typeof action.payload === 'string' ? action.payload : 'Failed to load permissions'
      })
  },
})
