import { API_PATHS, type Admin, type LoginResponse, type MeResponse } from '@gwp/contracts'
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit'

import { getApiError, jsonBodyOf, readFailedResponse } from '#app/lib/api-error'
import { clearStoredSession, readStoredSession, storeSession } from './storage'

/** public-site.md §3 "Session state", field names as the spec gives them. */
export interface SessionState {
  user: Admin | null
  GWP_Token: string | null
  loading: boolean
  error: string | null
  isAuthenticated: boolean
}

export function initialSessionState(): SessionState {
  const { user, token } = readStoredSession()
  return { user, GWP_Token: token, loading: false, error: null, isAuthenticated: Boolean(token) }
}

/** Success is judged by HTTP OK; the server's message, else "Login failed"; a network fault says so. */
export const loginUser = createAsyncThunk<
  { user: Admin; token: string },
  { username: string; password: string },
  { rejectValue: string }
>('session/login', async (credentials, { rejectWithValue }) => {
  let response: Response
  try {
    response = await fetch(API_PATHS.auth.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
  } catch (error) {
    return rejectWithValue(getApiError(error).message)
  }
  if (!response.ok)
    return rejectWithValue((await readFailedResponse(response)).serverMessage ?? 'Login failed')
  const body = (await jsonBodyOf(response)) as Partial<LoginResponse> | null
  if (!body?.GWP_Token || !body.data) return rejectWithValue('Login failed')
  return { user: body.data, token: body.GWP_Token }
})

/** The start-up auth check: a token the server no longer accepts ends the session here too. */
export const checkAuth = createAsyncThunk<Admin | null, void, { state: { session: SessionState } }>(
  'session/checkAuth',
  async (_, { getState }) => {
    const token = getState().session.GWP_Token
    if (!token) return null
    const response = await fetch(API_PATHS.auth.me, { headers: { authorization: `Bearer ${token}` } })
    if (response.status === 401) return null
    if (!response.ok) throw new Error(`auth check failed with ${response.status}`)
    return ((await response.json()) as MeResponse).data
  },
)

/** Revokes the token on the server (decision 1); the local session ends whatever the server says. */
export const logoutUser = createAsyncThunk<void, void, { state: { session: SessionState } }>(
  'session/logout',
  async (_, { getState }) => {
    const token = getState().session.GWP_Token
    if (!token) return
    await fetch(API_PATHS.auth.logout, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined)
  },
)

function endSession(state: SessionState) {
  // The spec clears user and the flag but leaves the token held in state.
  state.user = null
  state.isAuthenticated = false
  clearStoredSession()
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Copies user and token from local storage; authenticated when both are there. */
    restoreSession(state) {
      const { user, token } = readStoredSession()
      state.user = user
      state.GWP_Token = token
      state.isAuthenticated = Boolean(user && token)
    },
    userUpdated(state, action: PayloadAction<Admin>) {
      state.user = action.payload
    },
    /**
     * The server no longer accepts the token (disabled by a superAdmin, signed out elsewhere, expired):
     * the session ends here too and the admin routes show the login page.
     */
    sessionEnded: endSession,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginUser.pending, (state) => {
        state.loading = true
        state.error = null
      })
      .addCase(loginUser.fulfilled, (state, action) => {
        state.loading = false
        state.user = action.payload.user
        state.GWP_Token = action.payload.token
        state.isAuthenticated = true
        storeSession(action.payload.user, action.payload.token)
      })
      .addCase(loginUser.rejected, (state, action) => {
        state.loading = false
        state.error = action.payload ?? action.error.message ?? 'Login failed'
      })
      .addCase(checkAuth.fulfilled, (state, action) => {
        if (action.payload) {
          state.user = action.payload
          if (state.GWP_Token) storeSession(action.payload, state.GWP_Token)
        } else if (state.isAuthenticated) {
          endSession(state)
        }
      })
      .addCase(logoutUser.fulfilled, endSession)
      .addCase(logoutUser.rejected, endSession)
  },
})

export const { restoreSession, userUpdated, sessionEnded } = sessionSlice.actions
