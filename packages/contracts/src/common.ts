import { z } from 'zod'

/** Ids are UUID v7 text; the API exposes them as `_id`. */
export const IdSchema = z.string().min(1).max(64)

export const IdParamsSchema = z.object({ id: IdSchema })
export type IdParams = z.infer<typeof IdParamsSchema>

/** Every failure the API answers with: the first failing field's message, and all of them by field. */
export const ApiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
})
export type ApiError = z.infer<typeof ApiErrorSchema>

export const MessageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
})
export type MessageResponse = z.infer<typeof MessageResponseSchema>

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
})
export type Pagination = z.infer<typeof PaginationSchema>

/** Characters the back-office text fields refuse (profile, heading): markup and injection openers. */
export const PROFILE_FORBIDDEN_CHARACTERS = /[!<>=`&%$;'[\]{}]/

/** A required text field: missing, not a string and empty all give the same message. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message)
}

/** Strict enough to refuse obvious mistakes; the mailbox itself is the real check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
