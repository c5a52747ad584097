import { useIsSuperAdmin } from '#app/features/back-office/lib/use-can'
import { AlertBanner } from './alert-banner'
import { CountCards } from './count-cards'
import { DashboardCharts } from './dashboard-charts'
import { RecentCustomers } from './recent-customers'
import { SalesFigures } from './sales-figures'

/**
 * The dashboard (docs/requirements/back-office.md#dashboard): the ALERT banner, the four count cards, the
 * sales desk's figures (decision record 021), the charts and recent customers.
 */
export function DashboardSection() {
  // Only the superAdmin edits the heading (docs/requirements/back-office.md#rights); the API refuses anyone
  // else regardless.
  const canEditHeading = useIsSuperAdmin()
  return (
    <>
      <AlertBanner canEdit={canEditHeading} />
      <CountCards />
      <SalesFigures />
      <DashboardCharts />
      <RecentCustomers />
    </>
  )
}
