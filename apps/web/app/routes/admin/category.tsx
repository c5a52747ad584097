import { PublicChrome } from '#app/components/layout/public-chrome'
import { BackOfficeOr } from '#app/features/back-office/gate/back-office-or'
import { LoginPage } from '#app/features/back-office/sign-in/login-page'

/** /admin/admin/category: the back office on its Category section when signed in, else the login page. */
export default function CategoryRoute() {
  return (
    <BackOfficeOr
      defaultSection="categories"
      signedOut={
        <PublicChrome>
          <LoginPage />
        </PublicChrome>
      }
    />
  )
}
