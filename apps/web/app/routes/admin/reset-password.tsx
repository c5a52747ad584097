import { PublicChrome } from '#app/components/layout/public-chrome'
import { ResetPasswordPage } from '#app/features/back-office/sign-in/reset-password-page'
import { BackOffice } from '#app/features/back-office/shell/back-office'
import { useAppSelector } from '#app/features/back-office/session/store'

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
