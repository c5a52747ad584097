import { useCallback } from 'react'
import { useNavigate } from 'react-router'

import { backOfficeApi } from '#app/features/back-office/api/base-api'
import { useLogoutMutation } from '#app/features/back-office/session/session-api'
import { useAppDispatch } from '#app/features/back-office/session/store'

/**
 * Ends the session (server-side revocation and both local-storage keys, session-api.ts and
 * session-slice.ts), drops every cached back-office reply so the next admin to sign in on this tab
 * sees none of it, and goes to the login page (docs/requirements/accounts.md#screens).
 */
export function useLogout() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [logout] = useLogoutMutation()
  return useCallback(async () => {
    await logout()
    dispatch(backOfficeApi.util.resetApiState())
    await navigate('/admin/login')
  }, [dispatch, logout, navigate])
}
