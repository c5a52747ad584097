import { PublicChrome } from '#app/components/layout/public-chrome'
import { LoginPage } from '#app/features/back-office/sign-in/login-page'
import { BackOffice } from '#app/features/back-office/shell/back-office'
import { useAppSelector } from '#app/features/back-office/session/store'

/** /admin/admin/category: the back office on its Category section when signed in, else the login page. */
export default function CategoryRoute() {
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated)
  if (isAuthenticated) return <BackOffice defaultSection="categories" />
  return (
    <PublicChrome>
      <LoginPage />
    </PublicChrome>
  )
}
