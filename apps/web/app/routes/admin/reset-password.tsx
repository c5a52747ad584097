import { PublicChrome } from '#app/components/layout/public-chrome'
import { BackOfficeOr } from '#app/features/back-office/gate/back-office-or'
import { ResetPasswordPage } from '#app/features/back-office/sign-in/reset-password-page'

/** /admin/reset-password/{token} and /reset-password/{token}: the back office if signed in, else the form. */
export default function ResetPasswordRoute() {
  return (
    <BackOfficeOr
      signedOut={
        <PublicChrome>
          <ResetPasswordPage />
        </PublicChrome>
      }
    />
  )
}
