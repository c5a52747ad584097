import { z } from 'zod'

import { EMAIL_PATTERN, requiredText } from './common.js'
import { PASSWORD_MIN_LENGTH } from './constants.js'

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  loginSucceeded: 'Login successful',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait and try again later.',
  unauthenticated: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  superAdminOnly: 'Only a superAdmin can do this',
  loggedOut: 'Logged out successfully',
  forgotPasswordSent: 'If an account uses that e-mail address, a password reset link has been sent to it.',
  tooManyResetRequests: 'Too many password reset requests. Please wait and try again later.',
  resetTokenInvalid: 'This password reset link is invalid or has expired',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordsDoNotMatch: 'Passwords do not match',
  confirmPassword: 'Please confirm your password',
} as const

export const LoginBodySchema = z.object({
  username: z.string({ error: 'Username is required' }).max(200),
  password: z.string({ error: 'Password is required' }).max(200),
})
export type LoginBody = z.infer<typeof LoginBodySchema>

export const ForgotPasswordBodySchema = z.object({
  email: requiredText('Email is required').pipe(
    z.string().max(254).regex(EMAIL_PATTERN, 'Invalid email format'),
  ),
})
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>

/**
 * The reset page's rule, one check at a time, for the checklist the password forms show while typing
 * (reset password, change password). ResetPasswordSchema below is what accepts or refuses.
 */
export const RESET_PASSWORD_HINTS = [
  {
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    met: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'An uppercase letter', met: (value: string) => /[A-Z]/.test(value) },
  { label: 'A lowercase letter', met: (value: string) => /[a-z]/.test(value) },
  { label: 'A digit', met: (value: string) => /\d/.test(value) },
] as const

/** The reset page's rule: 8+ characters with an uppercase letter, a lowercase letter and a digit. */
export const ResetPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters')
  .regex(
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/,
    'Password must contain at least one uppercase letter, one lowercase letter and one digit',
  )

/** confirmPassword is optional on the wire (the spec's client sends only password); when sent it must match. */
export const ResetPasswordBodySchema = z
  .object({
    password: ResetPasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>

/** The form's own shape: confirmation required there. */
export const ResetPasswordFormSchema = z
  .object({
    password: ResetPasswordSchema,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmPassword),
  })
  .refine((body) => body.confirmPassword === body.password, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>

export const ResetTokenParamsSchema = z.object({ token: z.string().min(1).max(200) })
