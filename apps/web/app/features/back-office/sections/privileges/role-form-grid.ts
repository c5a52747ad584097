import {
  noPermissions,
  toLowerCamel,
  type PermissionAction,
  type PermissionArea,
  type Permissions,
} from '@gwp/contracts'

import { actionsOf, AREA_COLUMNS, AREA_LABELS } from './role-areas'

export type RoleFormKind = 'create' | 'update'

/** The grid as the form holds it: the spec's area names as keys, one boolean per action. */
export type FormGrid = Record<string, Record<string, boolean>>

/** One row of the form's grid: its key in the form's shape, the area it means, what it shows. */
export interface FormGridRow {
  key: string
  area: PermissionArea
  label: string
  actions: readonly PermissionAction[]
}

/**
 * docs/requirements/accounts.md#fields: the create form's default shape names the product area "Products" and
 * the update form's names it "Product". Both shapes are kept as the spec has them; `toRequestGrid`
 * turns either into the lower-camel keys the API reads ("Products" arrives as `products`, which the
 * API takes for the product area, as it takes "Sub-Category" for subCategory).
 */
const FORM_KEYS: Record<RoleFormKind, Record<PermissionArea, string>> = {
  create: {
    category: 'Category',
    subCategory: 'Sub-Category',
    product: 'Products',
    blog: 'Blog',
    event: 'Event',
    quotations: 'Quotations',
  },
  update: {
    category: 'Category',
    subCategory: 'Sub-Category',
    product: 'Product',
    blog: 'Blog',
    event: 'Event',
    quotations: 'Quotations',
  },
}

/** The grid's rows in the table's column order; the product row is named as its form names it. */
export function formGridRows(kind: RoleFormKind): FormGridRow[] {
  return AREA_COLUMNS.map(({ area }) => {
    const key = FORM_KEYS[kind][area]
    return { key, area, label: area === 'product' ? key : AREA_LABELS[area], actions: actionsOf(area) }
  })
}

/** The form's starting grid: every right off for a new role, the stored ones for an update. */
export function defaultFormGrid(kind: RoleFormKind, stored: Permissions = noPermissions()): FormGrid {
  return Object.fromEntries(
    formGridRows(kind).map(({ key, area, actions }) => {
      const rights = stored[area] as Record<string, boolean>
      return [key, Object.fromEntries(actions.map((action) => [action, rights[action] === true]))]
    }),
  )
}

/**
 * "Keys are converted to lower camel case before sending" (docs/requirements/accounts.md#fields), areas and
 * actions.
 */
export function toRequestGrid(grid: FormGrid): FormGrid {
  return Object.fromEntries(
    Object.entries(grid).map(([area, actions]) => [
      toLowerCamel(area),
      Object.fromEntries(Object.entries(actions).map(([action, held]) => [toLowerCamel(action), held])),
    ]),
  )
}

/** True when the form's grid grants exactly what is stored. */
export function sameRights(kind: RoleFormKind, grid: FormGrid, stored: Permissions): boolean {
  return formGridRows(kind).every(({ key, area, actions }) => {
    const rights = stored[area] as Record<string, boolean>
    return actions.every((action) => (grid[key]?.[action] ?? false) === (rights[action] === true))
  })
}
