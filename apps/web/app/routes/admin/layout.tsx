import { useEffect, useState } from 'react'
import { Provider } from 'react-redux'
import { Outlet } from 'react-router'

import { fetchPermissions } from '#app/features/session/permissions-slice'
import { checkAuth } from '#app/features/session/session-slice'
import { makeStore, useAppDispatch, useAppSelector, type AppStore } from '#app/features/session/store'
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

/** At start-up and after each sign-in: check the token with the server and load the role's rights. */
function SessionBootstrap() {
  const dispatch = useAppDispatch()
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated)
  useEffect(() => {
    if (!isAuthenticated) return
    void dispatch(checkAuth())
    void dispatch(fetchPermissions())
  }, [dispatch, isAuthenticated])
  return null
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
