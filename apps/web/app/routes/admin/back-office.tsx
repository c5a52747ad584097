import { useLocation } from 'react-router'

import { PublicChrome } from '#app/components/layout/public-chrome'
import { LoginPage } from '#app/features/back-office/sign-in/login-page'
import { BackOffice } from '#app/features/back-office/shell/back-office'
import { useAppSelector } from '#app/features/back-office/session/store'

/** /admin and /admin/login: the back office when signed in, otherwise the login page. */
export default function BackOfficeRoute() {
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated)
  const { pathname } = useLocation()
  if (isAuthenticated) return <BackOffice />
  return (
    <PublicChrome footer={pathname !== '/admin/login'}>
      <LoginPage />
    </PublicChrome>
  )
}
