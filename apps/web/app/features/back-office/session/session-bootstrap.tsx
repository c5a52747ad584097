import { useAuthCheckQuery, usePermissionsQuery } from './session-api'
import { useAppSelector } from './store'

/**
 * At start-up and after each sign-in: checks the token with the server and loads the role's rights
 * (docs/requirements/accounts.md#states). They stay subscribed while signed in, so a rights change the base
 * query sees loads both again.
 */
export function SessionBootstrap() {
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated)
  const options = { skip: !isAuthenticated, refetchOnMountOrArgChange: true }
  useAuthCheckQuery(undefined, options)
  usePermissionsQuery(undefined, options)
  return null
}
