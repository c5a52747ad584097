import { z } from 'zod'

import { AdminListQuerySchema } from './admin-lists.js'
import { ADMINISTRATION_MESSAGES } from './administration.js'
import {
  EMAIL_PATTERN,
  IdSchema,
  PaginationSchema,
  PROFILE_FORBIDDEN_CHARACTERS,
  requiredText,
} from './common.js'
import { GENDERS, MIN_ADMIN_AGE_YEARS, PASSWORD_MIN_LENGTH, PROFILE_FIELD_MAX } from './constants.js'

export const ADMIN_MESSAGES = {
  added: 'Admin added successfully!',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An admin with this email already exists',
  notFound: 'Admin not found',
  roleUpdated: 'Role updated successfully!',
  roleNotFound: 'Role not found',
  superAdminRoleLocked: 'The role of a superAdmin cannot be changed',
  ownRoleLocked: 'You cannot change your own role',
  profileUpdated: 'Profile updated successfully. Re-login for changes to take effect!',
  /** The profile modal's toasts (docs/requirements/accounts.md#states, #errors). */
  reloginRequired: 'Re-login for changes to take effect!',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  ownProfileOnly: 'You can only update your own profile',
  profileFieldsOnly: 'Only email, contactNumber and address can be updated',
  noProfileChange: 'No changes detected',
  fieldEmpty: 'This field cannot be empty',
  specialCharacters: 'Special characters like !, <, >, =, `, &, %, $, etc., are not allowed',
} as const

/**
 * What User Management says around the API's answers (docs/requirements/accounts.md#calls, #errors): the
 * words before a failure, and the role dropdown's states.
 */
export const USER_MANAGEMENT_MESSAGES = {
  /** Followed by the server's message. */
  addFailedPrefix: 'Failed to add admin: ',
  rolesEmpty: 'No roles available',
  /** When no answer came back at all; a refusal says the server's own message. */
  roleNetworkFault: 'An error occurred while updating the role.',
  listFailed: 'Failed to fetch users',
} as const

/** Age by year difference, as the spec's Add Admin form computes it. */
export function ageInYears(dateOfBirth: string, today = new Date()): number {
  return today.getUTCFullYear() - Number(dateOfBirth.slice(0, 4))
}

const AddAdminPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters')
  .regex(
    /^(?=.*[A-Z])(?=.*[!@#$%^&*])(?=.*\d).+$/,
    'Password must contain an uppercase letter, a special character, and a digit',
  )

/** Add Admin (docs/requirements/accounts.md#rules). */
export const RegisterAdminBodySchema = z.object({
  username: requiredText('Username is required').pipe(
    z
      .string()
      .max(50, 'Username must be at most 50 characters')
      .refine((value) => value === value.toLowerCase(), 'Username must be lowercase')
      .regex(/^[a-z0-9._-]+$/, 'Username may contain only letters, digits, dots, dashes and underscores'),
  ),
  fullName: requiredText('Full name is required').pipe(
    z.string().max(100, 'Full name must be at most 100 characters'),
  ),
  email: requiredText('Email is required').pipe(
    z.string().max(254).regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  ),
  password: AddAdminPasswordSchema,
  contactNumber: requiredText('Phone number is required').pipe(
    z.string().regex(/^\d{11}$/, 'Phone number must be exactly 11 digits'),
  ),
  address: requiredText('Address is required').pipe(
    z.string().max(200, 'Address must be at most 200 characters'),
  ),
  gender: z.enum(GENDERS, { error: 'Gender is required' }),
  dateOfBirth: requiredText('Date of birth is required').pipe(
    z.iso
      .date({ error: 'Date of birth must be a valid date' })
      .refine((value) => ageInYears(value) >= MIN_ADMIN_AGE_YEARS, 'You must be at least 18 years old'),
  ),
})
export type RegisterAdminBody = z.infer<typeof RegisterAdminBodySchema>

function profileText(extra?: (schema: z.ZodString) => z.ZodType<string, string>) {
  const base = z
    .string({ error: ADMIN_MESSAGES.fieldEmpty })
    .trim()
    .min(1, ADMIN_MESSAGES.fieldEmpty)
    .refine((value) => !PROFILE_FORBIDDEN_CHARACTERS.test(value), ADMIN_MESSAGES.specialCharacters)
  return extra ? base.pipe(extra(z.string())) : base
}

/**
 * The profile modal's three editable fields (docs/requirements/accounts.md#rules). The spec reads the phone
 * rule as "more than 11 and less than 15" with the message "between 11-15 digits"; we accept 11 to 15 digits,
 * so an account created with the Add Admin rule (exactly 11) can keep its number. See docs/decisions.
 */
export const ProfileFieldSchemas = {
  email: profileText((s) =>
    s
      .max(PROFILE_FIELD_MAX, `Maximum ${PROFILE_FIELD_MAX} characters allowed`)
      .regex(EMAIL_PATTERN, 'Please enter a valid email address')
      .refine((value) => value.toLowerCase().endsWith('.com'), 'Email must be in the format {email}'),
  ),
  contactNumber: profileText((s) =>
    s
      .regex(/^\d+$/, 'Phone number must contain only digits')
      .min(11, 'Phone number must be exactly between 11-15 digits')
      .max(15, 'Phone number must be exactly between 11-15 digits'),
  ),
  address: profileText((s) => s.max(PROFILE_FIELD_MAX, `Maximum ${PROFILE_FIELD_MAX} characters allowed`)),
}

const PROFILE_FIELDS: readonly string[] = ['email', 'contactNumber', 'address', 'currentPassword']

/**
 * The keys are checked before the fields: a body that tries to set anything else (its role above all) is
 * answered with profileFieldsOnly, not with the message of a field that happens to be wrong too. Beyond the
 * spec (docs/decisions/015-accounts-hardening.md), `currentPassword` proves the caller knows the password:
 * the server requires it when `email` changes, and checks it whenever it is sent. It changes nothing itself.
 */
export const UpdateProfileBodySchema = z.preprocess(
  (body, ctx) => {
    if (body && typeof body === 'object' && !Object.keys(body).every((key) => PROFILE_FIELDS.includes(key))) {
      ctx.addIssue({ code: 'custom', message: ADMIN_MESSAGES.profileFieldsOnly, input: body })
    }
    return body
  },
  z
    .strictObject(
      {
        email: ProfileFieldSchemas.email.optional(),
        contactNumber: ProfileFieldSchemas.contactNumber.optional(),
        address: ProfileFieldSchemas.address.optional(),
        currentPassword: z
          .string({ error: ADMINISTRATION_MESSAGES.currentPasswordRequired })
          .min(1, ADMINISTRATION_MESSAGES.currentPasswordRequired)
          .max(200)
          .optional(),
      },
      { error: ADMIN_MESSAGES.profileFieldsOnly },
    )
    .refine(
      ({ email, contactNumber, address }) =>
        [email, contactNumber, address].some((value) => value !== undefined),
      ADMIN_MESSAGES.noProfileChange,
    ),
)
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>

export const UpdateRoleBodySchema = z.object({
  role: requiredText('Role is required').pipe(z.string().max(50)),
})
export type UpdateRoleBody = z.infer<typeof UpdateRoleBodySchema>

/** An admin as the API shows it: never a password hash. */
export const AdminSchema = z.object({
  _id: IdSchema,
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  address: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  role: z.string(),
  /** Beyond the spec: a disabled admin cannot sign in and has no live session. */
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Admin = z.infer<typeof AdminSchema>

/**
 * GET /api/v1/admin: every admin, for User Management. With `page`, `limit`, `q` (username, full
 * name or e-mail, anywhere, without regard to case) or `status` (active / inactive) it answers one
 * page and `pagination` (contracts/admin-lists.ts).
 */
export const AdminUsersQuerySchema = AdminListQuerySchema
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>

export const AdminListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminSchema),
  pagination: PaginationSchema.optional(),
})
export type AdminListResponse = z.infer<typeof AdminListResponseSchema>

/** Register, role change and profile change answer the admin as saved. */
export const AdminSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminSchema,
})
export type AdminSavedResponse = z.infer<typeof AdminSavedResponseSchema>
