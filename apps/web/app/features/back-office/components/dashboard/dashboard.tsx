import { SUPER_ADMIN_ROLE } from '@gwp/contracts'

import { useAppSelector } from '../../../session/store'
import { AlertBanner } from './alert-banner'
import { CountCards } from './count-cards'
import { RecentCustomers } from './recent-customers'

/** The dashboard (back-office.md §2): the ALERT banner, the four count cards and recent customers. */
export function Dashboard() {
  // Only the superAdmin edits the heading (§6); the API refuses anyone else regardless.
  const canEditHeading = useAppSelector((state) => state.session.user?.role === SUPER_ADMIN_ROLE)
  return (
    <>
      <AlertBanner canEdit={canEditHeading} />
      <CountCards />
      <RecentCustomers />
    </>
  )
}
