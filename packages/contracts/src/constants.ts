/** Business constants of both spec documents, in one place for the API and the web app. */

export const STORAGE_KEYS = { token: 'GWP_Token', user: 'user' } as const

export const PAGE_SIZE = {
  admin: 10,
  logs: 10,
  blogs: 6,
  products: 6,
} as const

export const SESSION_TTL_HOURS = 12
export const RESET_TOKEN_TTL_MINUTES = 30

/**
 * Failed sign-ins allowed in the window (docs/security.md#s3). A username is throttled per address: five
 * failures from one IP stop that IP for that username, while its owner signing in from elsewhere
 * still gets through, so nobody can keep an admin locked out from one machine. Across all addresses a
 * username takes at most thirty failures a window, which bounds guessing from many machines.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  maxFailuresPerUsernameFromIp: 5,
  maxFailuresPerUsername: 30,
  maxFailuresPerIp: 20,
} as const

/** Wrong current passwords on the Profile modal's password change, per admin. */
export const PASSWORD_CHANGE_THROTTLE = {
  windowMinutes: 15,
  maxFailuresPerAdmin: 5,
} as const

export const FORGOT_PASSWORD_THROTTLE = {
  windowMinutes: 60,
  maxPerEmail: 3,
  maxPerIp: 20,
} as const

export const SERVER_LOG_RETENTION_DAYS = 90

/**
 * What a request-log row keeps of a request: a route and a user agent longer than this are cut (a
 * real route is under 100 characters, a browser's user agent under 200), so no request can make a
 * row large (decision record 016).
 */
export const SERVER_LOG_LIMITS = {
  routeChars: 256,
  userAgentChars: 256,
  /** Rows kept when REQUEST_LOG_MAX_ROWS is not set: the oldest go first past it. */
  defaultMaxRows: 1_000_000,
} as const

/**
 * The route a request-log row names when no API route answered the path: distinct made-up paths
 * share rows (counted), and never fill the log with their text.
 */
export const UNKNOWN_ROUTE = '(unknown route)'

export const MIN_ADMIN_AGE_YEARS = 18
export const PASSWORD_MIN_LENGTH = 8
export const PROFILE_FIELD_MAX = 50

export const GENDERS = ['Male', 'Female'] as const
export type Gender = (typeof GENDERS)[number]

/** The 23 named colours of the product colour picker. */
export const COLOR_PALETTE = [
  { id: 1, name: 'White', hex: '#FFFFFF' },
  { id: 2, name: 'Red', hex: '#FF0000' },
  { id: 3, name: 'Green', hex: '#008000' },
  { id: 4, name: 'Blue', hex: '#0000FF' },
  { id: 5, name: 'Yellow', hex: '#FFFF00' },
  { id: 6, name: 'Gray', hex: '#808080' },
  { id: 7, name: 'Pink', hex: '#FFC0CB' },
  { id: 8, name: 'Black', hex: '#000000' },
  { id: 9, name: 'Purple', hex: '#800080' },
  { id: 10, name: 'Orange', hex: '#FFA500' },
  { id: 11, name: 'Brown', hex: '#A52A2A' },
  { id: 12, name: 'Cyan', hex: '#00FFFF' },
  { id: 13, name: 'Lime', hex: '#00FF00' },
  { id: 14, name: 'Teal', hex: '#008080' },
  { id: 15, name: 'Magenta', hex: '#FF00FF' },
  { id: 16, name: 'Dark Blue', hex: '#00008B' },
  { id: 17, name: 'Light Green', hex: '#90EE90' },
  { id: 18, name: 'Beige', hex: '#F5F5DC' },
  { id: 19, name: 'Turquoise', hex: '#40E0D0' },
  { id: 20, name: 'Violet', hex: '#EE82EE' },
  { id: 21, name: 'Dark Red', hex: '#8B0000' },
  { id: 22, name: 'Golden', hex: '#FFD700' },
  { id: 23, name: 'Silver', hex: '#C0C0C0' },
] as const
