import { z } from 'zod'

import { AUTH_MESSAGES, ResetPasswordSchema } from './auth.js'
import { IdSchema, PageQuerySchema, PaginationSchema } from './common.js'
import { ADMINISTRATION_MESSAGES } from './administration-messages.js'
import { PermissionsSchema } from './permissions.js'

export * from './administration-messages.js'

/** PATCH /api/v1/admin/status/:id: `isActive` as the text "true" or "false" (a boolean too), as elsewhere. */
export const AdminStatusBodySchema = z.object({
  isActive: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: ADMINISTRATION_MESSAGES.isActiveInvalid })
    .transform((value) => value === true || value === 'true'),
})
export type AdminStatusBody = z.infer<typeof AdminStatusBodySchema>

/**
 * PATCH /api/v1/admin/change-password: the current password, and a new one under the reset page's
 * rules. `confirmPassword` is optional on the wire, as on reset; when sent it must match.
 */
export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: ADMINISTRATION_MESSAGES.currentPasswordRequired })
      .min(1, ADMINISTRATION_MESSAGES.currentPasswordRequired)
      .max(200),
    password: ResetPasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((body) => body.password !== body.currentPassword, {
    message: ADMINISTRATION_MESSAGES.samePassword,
    path: ['password'],
  })
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>

/** The Profile modal's form: the confirmation is required there. */
export const ChangePasswordFormSchema = ChangePasswordBodySchema.refine(
  (body) => (body.confirmPassword ?? '') !== '',
  { message: AUTH_MESSAGES.confirmPassword, path: ['confirmPassword'] },
)
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>

/**
 * What the history records: an admin's role or state, or a role created, changed or deleted; and
 * (docs/decisions/015-accounts-hardening.md) an account added, its own profile or e-mail changed, its
 * password changed or reset.
 */
export const AUDIT_ACTIONS = [
  'admin.role',
  'admin.status',
  'role.create',
  'role.update',
  'role.delete',
  'admin.create',
  'admin.profile',
  'admin.email',
  'admin.password',
  'admin.password-reset',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The profile fields an `admin.profile` entry names (never their values). */
export const AUDITED_PROFILE_FIELDS = ['contactNumber', 'address'] as const

/**
 * One side of a change. `admin.role`: `{ role }` (the role's name); `admin.status`: `{ isActive }`;
 * `role.*`: `{ role, permissions }` (the role's name and grid). Before is null on create, after on delete.
 * `admin.create`: after `{ role }`; `admin.profile`: after `{ fields }`, the fields changed;
 * `admin.email`: `{ email }` before and after, each masked (`ja***@ex***.com`); `admin.password` and
 * `admin.password-reset` (by the account itself, through an e-mailed link): both null. No entry holds
 * a password, a token or a whole address.
 */
export const AuditStateSchema = z.object({
  role: z.string().optional(),
  isActive: z.boolean().optional(),
  permissions: PermissionsSchema.optional(),
  fields: z.array(z.enum(AUDITED_PROFILE_FIELDS)).optional(),
  email: z.string().optional(),
})
export type AuditState = z.infer<typeof AuditStateSchema>

export const AuditEntrySchema = z.object({
  _id: IdSchema,
  action: z.enum(AUDIT_ACTIONS),
  /** The username of the admin who made the change, as it was then. */
  actor: z.string(),
  targetType: z.enum(['admin', 'role']),
  targetId: IdSchema,
  /** The admin's username or the role's name, as it was then. */
  targetName: z.string(),
  before: AuditStateSchema.nullable(),
  after: AuditStateSchema.nullable(),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** GET /api/v1/audit-history: newest first, one page at a time (10 by default). */
export const AuditHistoryQuerySchema = PageQuerySchema
export type AuditHistoryQuery = z.infer<typeof AuditHistoryQuerySchema>

export const AuditHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AuditEntrySchema),
  pagination: PaginationSchema,
})
export type AuditHistoryResponse = z.infer<typeof AuditHistoryResponseSchema>
