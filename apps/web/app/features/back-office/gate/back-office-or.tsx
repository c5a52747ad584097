import type { ReactNode } from 'react'

import { PageLoading } from '#app/components/ui/page-loading'
import { useBackOfficeGate } from './back-office-gate'

/**
 * What an admin route shows: the back office when signed in (on `defaultSection`, for a route that
 * names one), else `signedOut` (the sign-in or reset form), and a spinner while a session this
 * browser holds starts.
 */
export function BackOfficeOr({
  signedOut,
  defaultSection,
}: {
  signedOut: ReactNode
  defaultSection?: string
}) {
  const { state, BackOffice } = useBackOfficeGate()
  if (state === 'signed-in' && BackOffice) return <BackOffice defaultSection={defaultSection} />
  if (state === 'starting') return <PageLoading />
  return signedOut
}
