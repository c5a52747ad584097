import type { LoginBody } from '@gwp/contracts'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'

import { loadToastify } from '#app/components/toast'
import { SessionBootstrap } from '#app/features/back-office/session/session-bootstrap'
import { sessionApi } from '#app/features/back-office/session/session-api'
import { makeStore, type AppStore } from '#app/features/back-office/session/store'
import { BackOffice } from '#app/features/back-office/shell/back-office'

/**
 * What the back office needs once someone is signed in or signing in: the session store (Redux and
 * RTK Query), the session's start-up checks and the shell. Fetched by the gate (back-office-gate.tsx)
 * on first need, so the sign-in page loads none of it.
 */
export interface SignedInRuntime {
  store: AppStore
  BackOffice: typeof BackOffice
  Providers: (props: { children: ReactNode }) => ReactNode
  /** Signs in through the session endpoints and the one base query; the failure's text, or null. */
  signIn(credentials: LoginBody): Promise<string | null>
}

export function startSignedInRuntime(): SignedInRuntime {
  const store = makeStore()
  // The back office toasts often: fetch the library now, not with its first message. A failure here
  // is tried again with the first toast.
  loadToastify().catch(() => {})
  return {
    store,
    BackOffice,
    Providers: ({ children }) => (
      <Provider store={store}>
        <SessionBootstrap />
        {children}
      </Provider>
    ),
    async signIn(credentials) {
      const request = store.dispatch(sessionApi.endpoints.login.initiate(credentials))
      const result = await request
      // The outcome lives on in the session slice; the request's own cache entry is no longer needed.
      request.reset()
      if (!('error' in result)) return null
      return typeof result.error === 'string' ? result.error : 'Login failed'
    },
  }
}
