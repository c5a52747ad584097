import { useState } from 'react'
import { Provider } from 'react-redux'
import { Outlet } from 'react-router'

import { SessionBootstrap } from '#app/features/back-office/session/session-bootstrap'
import { makeStore, type AppStore } from '#app/features/back-office/session/store'
import { pageMeta } from '#app/utils/meta'
import type { Route } from './+types/layout'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Admin', description: 'GWP back office for staff.', noIndex: true }, matches)

// The session lives in the browser's local storage, so the back office renders there only; the
// server sends the fallback below.
export async function clientLoader() {
  return null
}
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="sr-only">Loading…</span>
    </div>
  )
}

export default function AdminLayout() {
  const [store] = useState<AppStore>(makeStore)
  return (
    <Provider store={store}>
      <SessionBootstrap />
      <Outlet />
    </Provider>
  )
}
