import { z } from 'zod'

import { requiredText } from './common.js'
import { IMAGE_KINDS } from './image-kinds.js'
import { translatedRecordFields, translationsInputSchema } from './translation-schemas.js'

/**
 * Partner logos (docs/requirements/back-office.md#partner-logos): read by the About page's carousel, added
 * and removed by the superAdmin through the API only (no back-office screen in the spec).
 */

export const PARTNER_LOGO_NAME_MAX = 60

export const PARTNER_LOGO_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${PARTNER_LOGO_NAME_MAX} characters`,
  imageRequired: 'An image is required',
  imageType: IMAGE_KINDS.partnerLogo.messages.type,
  imageTooLarge: IMAGE_KINDS.partnerLogo.messages.size,
  created: 'Partner logo added successfully',
  deleted: 'Partner logo deleted successfully',
  notFound: 'Partner logo not found',
} as const

export const PartnerLogoSchema = z.object({
  /** The spec names this field `id`, not `_id` like the other entities. */
  id: z.string(),
  name: z.string(),
  /** Relative to the API host (`uploads/partners/<id>.png`); the page fetches `/{image}`. */
  image: z.string(),
  ...translatedRecordFields('partnerLogo'),
})
export type PartnerLogo = z.infer<typeof PartnerLogoSchema>

/** The text fields of POST /api/v1/partner-logo (multipart; the file travels as `image`). */
const partnerLogoName = requiredText(PARTNER_LOGO_MESSAGES.nameRequired).max(
  PARTNER_LOGO_NAME_MAX,
  PARTNER_LOGO_MESSAGES.nameTooLong,
)

/** The name in Urdu and Arabic, under the English rule; the form sends it as JSON text. */
export const PartnerLogoTranslationsSchema = translationsInputSchema('partnerLogo', { name: partnerLogoName })

export const CreatePartnerLogoFieldsSchema = z.object({
  name: partnerLogoName,
  translations: PartnerLogoTranslationsSchema.optional(),
})
export type CreatePartnerLogoFields = z.infer<typeof CreatePartnerLogoFieldsSchema>

/** GET /api/v1/partner-logo */
export const PartnerLogoListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(PartnerLogoSchema),
})
export type PartnerLogoListResponse = z.infer<typeof PartnerLogoListResponseSchema>

/** POST /api/v1/partner-logo */
export const PartnerLogoCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: PartnerLogoSchema,
})
export type PartnerLogoCreatedResponse = z.infer<typeof PartnerLogoCreatedResponseSchema>

/** DELETE /api/v1/partner-logo/:id */
export const PartnerLogoDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type PartnerLogoDeletedResponse = z.infer<typeof PartnerLogoDeletedResponseSchema>
