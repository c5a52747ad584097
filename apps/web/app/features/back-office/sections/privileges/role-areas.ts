import { PERMISSION_MODEL, type PermissionAction, type PermissionArea } from '@gwp/contracts'

/** The table's area columns, in the spec's order (docs/requirements/accounts.md#privileges-section). */
export const AREA_COLUMNS: ReadonlyArray<{ area: PermissionArea; label: string }> = [
  { area: 'blog', label: 'Blog' },
  { area: 'quotations', label: 'Quotes' },
  { area: 'category', label: 'Category' },
  { area: 'subCategory', label: 'Sub-Category' },
  { area: 'product', label: 'Products' },
  { area: 'event', label: 'Event' },
]

export const AREA_LABELS = Object.fromEntries(AREA_COLUMNS.map(({ area, label }) => [area, label])) as Record<
  PermissionArea,
  string
>

/** The single-letter badges (C create, U update, S statusChange) and the words they stand for. */
export const ACTION_NAMES: Record<PermissionAction, { letter: string; word: string }> = {
  create: { letter: 'C', word: 'Create' },
  update: { letter: 'U', word: 'Update' },
  statusChange: { letter: 'S', word: 'Status change' },
}

/** Every action an area has, typed loosely so one loop serves all six areas. */
export const actionsOf = (area: PermissionArea): readonly PermissionAction[] => PERMISSION_MODEL[area]
