import { useCallback } from 'react'
import { useNavigate } from 'react-router'

import { logoutUser } from '#app/features/session/session-slice'
import { useAppDispatch } from '#app/features/session/store'
import { backOfficeApi } from '#app/features/back-office/api/base-api'

/**
 * Ends the session (server-side revocation and both local-storage keys, in logoutUser), drops every
 * cached back-office reply so the next admin to sign in on this tab sees none of it, and goes to
 * the login page (docs/requirements/accounts.md#screens).
 */
export function useLogout() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  return useCallback(async () => {
    await dispatch(logoutUser())
    dispatch(backOfficeApi.util.resetApiState())
    await navigate('/admin/login')
  }, [dispatch, navigate])
}
