import { PublicChrome } from '../../components/layout/public-chrome'
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page'
import { BackOffice } from '../../features/back-office/shell/back-office'
import { useAppSelector } from '../../features/session/store'

/** /admin/reset-password/{token} and /reset-password/{token}: the back office if signed in, else the form. */
export default function ResetPasswordRoute() {
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated)
  if (isAuthenticated) return <BackOffice />
  return (
    <PublicChrome>
      <ResetPasswordPage />
    </PublicChrome>
  )
}
