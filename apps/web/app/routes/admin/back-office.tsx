import { useLocation } from 'react-router'

import { PublicChrome } from '#app/components/layout/public-chrome'
import { BackOfficeOr } from '#app/features/back-office/gate/back-office-or'
import { LoginPage } from '#app/features/back-office/sign-in/login-page'

/** /admin and /admin/login: the back office when signed in, otherwise the login page. */
export default function BackOfficeRoute() {
  const { pathname } = useLocation()
  return (
    <BackOfficeOr
      signedOut={
        <PublicChrome footer={pathname !== '/admin/login'}>
          <LoginPage />
        </PublicChrome>
      }
    />
  )
}
