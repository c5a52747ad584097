import { z } from 'zod'

import { AdminSchema } from './admins.js'
import { PermissionsSchema } from './permissions.js'

/**
 * The sign-in session's replies (docs/requirements/accounts.md#calls,
 * docs/requirements/api.md#paths-not-shown), read by the web app's session and permissions state and written
 * by the API's auth routes.
 */

/** POST /api/v1/auth/login: the spec's client reads GWP_Token, message and data. */
export const LoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  GWP_Token: z.string(),
  data: AdminSchema,
})
export type LoginResponse = z.infer<typeof LoginResponseSchema>

/** GET /api/v1/auth/me: the start-up auth check. */
export const MeResponseSchema = z.object({ success: z.literal(true), data: AdminSchema })
export type MeResponse = z.infer<typeof MeResponseSchema>

/** The signed-in admin's role and grid, as the permissions state holds it. */
export const RolePermissionsSchema = z.object({
  _id: z.string(),
  role: z.string(),
  permissions: PermissionsSchema,
})
export type RolePermissions = z.infer<typeof RolePermissionsSchema>

/** GET /api/v1/permission/by-admin */
export const PermissionByAdminResponseSchema = z.object({
  success: z.literal(true),
  permission: RolePermissionsSchema,
})
export type PermissionByAdminResponse = z.infer<typeof PermissionByAdminResponseSchema>
