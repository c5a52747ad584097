/**
 * The privilege grid and the rules read from it, without the request schemas (permissions.ts): the
 * back office's sign-in page and shell need these, and must not carry the schema library for them.
 */

/**
 * The privilege grid of docs/requirements/accounts.md#fields, #rights: which actions exist in which area.
 * Quotations have statusChange and, beyond the spec, update (the sales desk); category and subCategory
 * have no status.
 */
export const PERMISSION_MODEL = {
  category: ['create', 'update'],
  subCategory: ['create', 'update'],
  product: ['create', 'update', 'statusChange'],
  blog: ['create', 'update', 'statusChange'],
  event: ['create', 'update', 'statusChange'],
  // `update` (beyond the spec, decision record 021): the sales desk's owner, notes, follow-ups and offers.
  quotations: ['update', 'statusChange'],
} as const

export type PermissionArea = keyof typeof PERMISSION_MODEL
export type PermissionAction<A extends PermissionArea = PermissionArea> = (typeof PERMISSION_MODEL)[A][number]
export type Permissions = { [A in PermissionArea]: { [K in PermissionAction<A>]: boolean } }

export const PERMISSION_AREAS = Object.keys(PERMISSION_MODEL) as PermissionArea[]

export const BUILT_IN_ROLES = { superAdmin: 'superAdmin', member: 'Member' } as const
export const SUPER_ADMIN_ROLE = BUILT_IN_ROLES.superAdmin

export function isBuiltInRole(name: string): boolean {
  const lower = name.trim().toLowerCase()
  return Object.values(BUILT_IN_ROLES).some((role) => role.toLowerCase() === lower)
}

function grid(value: boolean): Permissions {
  const out = {} as Record<string, Record<string, boolean>>
  for (const area of PERMISSION_AREAS) {
    out[area] = Object.fromEntries(PERMISSION_MODEL[area].map((action) => [action, value]))
  }
  return out as Permissions
}

export const noPermissions = (): Permissions => grid(false)
export const allPermissions = (): Permissions => grid(true)

/**
 * superAdmin holds every right implicitly, whatever is stored for it
 * (docs/requirements/accounts.md#built-in-roles).
 */
export function can(
  role: { role: string; permissions: Permissions },
  area: PermissionArea,
  action: PermissionAction,
): boolean {
  if (role.role === SUPER_ADMIN_ROLE) return true
  const rights = role.permissions[area] as Record<string, boolean> | undefined
  return rights?.[action] === true
}

/** "Sub-Category", "sub category", "SubCategory" → "subCategory". */
export function toLowerCamel(key: string): string {
  const words = key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('')
}

/** The spec's create form says "Products", the update form "Product"; both mean one area. */
const AREA_ALIASES: Record<string, PermissionArea> = {
  products: 'product',
  categories: 'category',
  subCategories: 'subCategory',
  blogs: 'blog',
  events: 'event',
  exhibition: 'event',
  exhibitions: 'event',
  quotation: 'quotations',
  quotes: 'quotations',
  quote: 'quotations',
}

export function normalizeArea(key: string): PermissionArea | null {
  const camel = toLowerCamel(key)
  if (camel in PERMISSION_MODEL) return camel as PermissionArea
  return AREA_ALIASES[camel] ?? null
}
