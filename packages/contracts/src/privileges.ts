import { z } from 'zod'

import { AdminListQuerySchema } from './admin-lists.js'
import { IdSchema, PaginationSchema, requiredText } from './common.js'
import { PermissionsInputSchema, PermissionsSchema } from './permissions.js'

export const PRIVILEGE_MESSAGES = {
  created: 'Role created successfully',
  updated: 'Privileges updated successfully',
  deleted: 'Role deleted successfully',
  noChanges: 'No changes detected',
  notFound: 'Role not found',
  nameTaken: 'A role with this name already exists',
  builtInLocked: 'The superAdmin and Member roles cannot be edited or deleted',
  builtInName: 'superAdmin and Member are reserved role names',
  inUse: 'This role is still assigned to one or more admins. Change their role first.',
  updateFailed: 'Failed to update privileges',
  /**
   * The Privilege table and the Update Role dropdown, when the role list cannot be read
   * (docs/requirements/accounts.md#rights).
   */
  fetchFailed: 'Failed to fetch roles',
} as const

export const RoleNameSchema = requiredText('Role name is required').pipe(
  z
    .string()
    .max(50, 'Role name must be at most 50 characters')
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 _-]*$/,
      'Role name may contain only letters, digits, spaces, dashes and underscores',
    ),
)

export const RoleBodySchema = z.object({
  role: RoleNameSchema,
  permissions: PermissionsInputSchema.prefault({}),
})
export type RoleBody = z.infer<typeof RoleBodySchema>

export const RoleSchema = z.object({
  _id: IdSchema,
  role: z.string(),
  permissions: PermissionsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Role = z.infer<typeof RoleSchema>

/**
 * GET /api/v1/permission/: every role, for Privilege and the role-change dropdown. With `page`,
 * `limit` or `q` (the role name, anywhere, without regard to case) it answers one page and
 * `pagination`, as the other back-office lists do.
 */
export const RoleListQuerySchema = AdminListQuerySchema.omit({ status: true })
export type RoleListQuery = z.infer<typeof RoleListQuerySchema>

export const RoleListResponseSchema = z.object({
  success: z.literal(true),
  permission: z.array(RoleSchema),
  pagination: PaginationSchema.optional(),
})
export type RoleListResponse = z.infer<typeof RoleListResponseSchema>

/** Create and update answer the role as saved. */
export const RoleSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: RoleSchema,
})
export type RoleSavedResponse = z.infer<typeof RoleSavedResponseSchema>
