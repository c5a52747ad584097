/**
 * Beyond the spec (decision record 010): administration a company with staff turnover can
 * trust. A superAdmin disables a colleague who leaves, every admin changes their own password, and
 * every change of an admin's role or state and of a role's grid is kept as read-only history.
 *
 * Its messages and the rights header live here, apart from its request schemas (administration.ts):
 * every back-office request reads them, the sign-in page's among them, which must not carry the
 * schema library for that.
 */
export const ADMINISTRATION_MESSAGES = {
  disabled: 'Admin disabled. Their sessions have ended.',
  enabled: 'Admin enabled',
  ownStatusLocked: 'You cannot disable your own account',
  lastSuperAdmin: 'The last active superAdmin cannot be disabled',
  isActiveInvalid: 'isActive must be "true" or "false"',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  currentPasswordRequired: 'Current password is required',
  /** The Profile modal's e-mail change: a stolen session alone must not move the account's reset links. */
  currentPasswordForEmail: 'Enter your current password to change your email',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  tooManyPasswordAttempts: 'Too many wrong current passwords. Please wait and try again later.',
  historyFailed: 'Failed to fetch history',
  /** Said once when the server stops accepting the back office's token (disabled, signed out). */
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const

/**
 * Every answer to a signed-in request carries this header: a short fingerprint of the caller's role
 * and grid. When it changes the back office reloads its rights, so a saved grid shows in the menu
 * and buttons at the next request, without signing in again.
 */
export const RIGHTS_VERSION_HEADER = 'x-rights-version'
