import { useLocation } from 'react-router'

import { PublicChrome } from '../../components/layout/public-chrome'
import { LoginPage } from '../../features/auth/components/login-page'
import { BackOffice } from '../../features/back-office/shell/back-office'
import { useAppSelector } from '../../features/session/store'

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
