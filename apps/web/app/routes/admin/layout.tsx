import { Outlet } from 'react-router'

import { PageLoading } from '#app/components/ui/page-loading'
import { BackOfficeGate } from '#app/features/back-office/gate/back-office-gate'
import { pageMeta } from '#app/utils/meta'
import type { Route } from './+types/layout'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    { title: 'Admin', description: 'GWP back office for staff.', noIndex: true },
    { matches, location },
  )

// The session lives in the browser's local storage, so the back office renders there only; the
// server sends the fallback below.
export async function clientLoader() {
  return null
}
clientLoader.hydrate = true as const

export function HydrateFallback() {
  return <PageLoading />
}

export default function AdminLayout() {
  return (
    <BackOfficeGate>
      <Outlet />
    </BackOfficeGate>
  )
}
