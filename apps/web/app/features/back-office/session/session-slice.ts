import type { Admin } from '@gwp/contracts'
import { createSlice, isAnyOf } from '@reduxjs/toolkit'

import { sessionEnded } from '#app/features/back-office/api/base-api'
import { sessionApi } from './session-api'
import { clearStoredSession, readStoredSession, storeSession } from './session-storage'

/** docs/requirements/accounts.md#session-state, field names as the spec gives them. */
export interface SessionState {
  user: Admin | null
  GWP_Token: string | null
  loading: boolean
  error: string | null
  isAuthenticated: boolean
}

function initialSessionState(): SessionState {
  const { user, token } = readStoredSession()
  return { user, GWP_Token: token, loading: false, error: null, isAuthenticated: Boolean(token) }
}

function endSession(state: SessionState) {
  // The spec clears user and the flag but leaves the token held in state.
  state.user = null
  state.isAuthenticated = false
  clearStoredSession()
}

const { login, authCheck, logout } = sessionApi.endpoints

/** docs/requirements/accounts.md#states, driven by the session endpoints (session-api.ts). */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, endSession)
      .addMatcher(login.matchPending, (state) => {
        state.loading = true
        state.error = null
      })
      .addMatcher(login.matchFulfilled, (state, action) => {
        state.loading = false
        state.user = action.payload.user
        state.GWP_Token = action.payload.token
        state.isAuthenticated = true
        storeSession(action.payload.user, action.payload.token)
      })
      .addMatcher(login.matchRejected, (state, action) => {
        state.loading = false
        state.error = typeof action.payload === 'string' ? action.payload : 'Login failed'
      })
      .addMatcher(authCheck.matchFulfilled, (state, action) => {
        state.user = action.payload
        if (state.GWP_Token) storeSession(action.payload, state.GWP_Token)
      })
      .addMatcher(isAnyOf(logout.matchFulfilled, logout.matchRejected), endSession)
  },
})
