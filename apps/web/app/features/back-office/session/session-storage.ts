import { STORAGE_KEYS, type Admin } from '@gwp/contracts'

/** The session is kept in local storage under the spec's two keys, GWP_Token and user. */
export function readStoredSession(): { user: Admin | null; token: string | null } {
  if (typeof window === 'undefined') return { user: null, token: null }
  const token = window.localStorage.getItem(STORAGE_KEYS.token)
  let user: Admin | null = null
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.user)
    user = raw ? (JSON.parse(raw) as Admin) : null
  } catch {
    user = null
  }
  return { user, token }
}

export function storeSession(user: Admin, token: string) {
  window.localStorage.setItem(STORAGE_KEYS.token, token)
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
}

export function clearStoredSession() {
  window.localStorage.removeItem(STORAGE_KEYS.token)
  window.localStorage.removeItem(STORAGE_KEYS.user)
}
