import { z } from 'zod'

import { translationsInputSchema, translationsReadSchema } from './translation-schemas.js'
import { UntranslatedSchema } from './translations.js'

export const HEADING_MAX_LENGTH = 255

/**
 * The alert heading's refused characters (docs/requirements/back-office.md#rules): markup and injection
 * openers, quotes and brackets. Unlike the profile fields, "!" is allowed: an alert may well exclaim.
 */
export const HEADING_FORBIDDEN_CHARACTERS = /[<>=`&%$;'"[\]{}()]/

export const HEADING_MESSAGES = {
  empty: 'This field cannot be empty',
  specialCharacters: 'Special characters like <, >, =, `, &, %, $, etc., are not allowed.',
  tooLong: "Please don't enter more than 255 characters.",
  updating: 'Updating Heading...',
  updated: 'Heading updated successfully!',
  updateFailed: 'Failed to update heading. Please try again.',
  fetchFailed: 'Network issue / error 505',
  noData: 'No data available',
} as const

/** Heading toasts close after 3 s (docs/requirements/back-office.md#limits). */
export const HEADING_TOAST_AUTO_CLOSE_MS = 3000

/** The heading text, trimmed: spaces alone count as empty. Checked in this order, first failure wins. */
export const HeadingTextSchema = z
  .string({ error: HEADING_MESSAGES.empty })
  .trim()
  .min(1, HEADING_MESSAGES.empty)
  .refine((value) => !HEADING_FORBIDDEN_CHARACTERS.test(value), HEADING_MESSAGES.specialCharacters)
  .refine((value) => value.length <= HEADING_MAX_LENGTH, HEADING_MESSAGES.tooLong)

/** The heading in Urdu and Arabic, under the English rule (translations.ts). */
export const HeadingTranslationsSchema = translationsInputSchema('heading', { heading: HeadingTextSchema })

/**
 * PUT /api/v1/heading/update, and the heading editor's form. `translations` names the languages it
 * replaces; those it leaves out stay as they were.
 */
export const HeadingBodySchema = z.object({
  heading: HeadingTextSchema,
  translations: HeadingTranslationsSchema.optional(),
})
export type HeadingBody = z.infer<typeof HeadingBodySchema>

/**
 * GET /api/v1/heading: the spec's client reads the heading from `message` (empty when none is set).
 * With `?lang` the message is in that language when translated (`untranslated: ['heading']` when
 * not); a signed-in admin also gets the stored `translations`, when there are any.
 */
export const HeadingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  translations: translationsReadSchema('heading'),
  untranslated: UntranslatedSchema,
})
export type HeadingResponse = z.infer<typeof HeadingResponseSchema>

export const HeadingUpdateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ heading: z.string(), translations: translationsReadSchema('heading') }),
})
export type HeadingUpdateResponse = z.infer<typeof HeadingUpdateResponseSchema>
