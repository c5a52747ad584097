import { z } from 'zod'

import {
  noPermissions,
  normalizeArea,
  PERMISSION_AREAS,
  PERMISSION_MODEL,
  toLowerCamel,
  type PermissionAction,
  type PermissionArea,
  type Permissions,
} from './permission-model.js'

export * from './permission-model.js'

const ActionsInputSchema = z.record(z.string(), z.union([z.boolean(), z.enum(['true', 'false'])]))

/**
 * Accepts the grid as either form of the spec sends it, and returns the full grid with lower-camel keys.
 * Missing areas or actions are false; unknown ones are refused so a typo never silently grants nothing.
 */
export const PermissionsInputSchema = z
  .record(z.string(), ActionsInputSchema, { error: 'Permissions must be an object of areas' })
  .transform((raw, ctx) => {
    const out = noPermissions() as Record<string, Record<string, boolean>>
    for (const [areaKey, actions] of Object.entries(raw)) {
      const area = normalizeArea(areaKey)
      if (!area) {
        ctx.addIssue({ code: 'custom', message: `Unknown permission area: ${areaKey}`, path: [areaKey] })
        continue
      }
      for (const [actionKey, value] of Object.entries(actions)) {
        const action = toLowerCamel(actionKey)
        if (!(PERMISSION_MODEL[area] as readonly string[]).includes(action)) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown permission ${actionKey} for ${area}`,
            path: [areaKey, actionKey],
          })
          continue
        }
        out[area]![action] = value === true || value === 'true'
      }
    }
    return out as Permissions
  })

export const PermissionsSchema = z.object(
  Object.fromEntries(
    PERMISSION_AREAS.map((area) => [
      area,
      z.object(Object.fromEntries(PERMISSION_MODEL[area].map((action) => [action, z.boolean()]))),
    ]),
  ) as { [A in PermissionArea]: z.ZodObject<{ [K in PermissionAction<A>]: z.ZodBoolean }> },
)

/**
 * A grid as stored with a role: an area or action added since it was written (quotations.update, in
 * decision record 021) reads as not granted, so a role saved by an older version, or restored from its
 * backup, still loads.
 */
export const StoredPermissionsSchema = z.preprocess((stored) => {
  const full = noPermissions() as Record<string, Record<string, boolean>>
  if (typeof stored !== 'object' || stored === null) return stored
  for (const area of PERMISSION_AREAS) {
    const actions = (stored as Record<string, unknown>)[area]
    if (typeof actions === 'object' && actions !== null) Object.assign(full[area]!, actions)
  }
  return full
}, PermissionsSchema)
