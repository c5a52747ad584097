import { z } from 'zod'

import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  HONEYPOT_FIELD,
  isValidCatalogEmail,
  normaliseQuote,
  QUOTE_FIELDS,
  QUOTE_PHONE,
  validateQuote,
} from './enquiry-rules.js'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.js'

/**
 * The API's side of the enquiry forms: the rules themselves live in enquiry-rules.ts (zod-free, shared
 * with the pages); these schemas apply them to a request body and report every broken rule by field.
 */

// Any value: the rules decide what is missing or wrong, in the spec's words. Non-text reads as empty.
const loose = z.unknown().optional()

/**
 * A field the rules check, with what the API description tells a client to send in it. The metadata
 * only reaches the generated JSON Schema (zod's `.meta()`); validation stays the rules' own.
 */
const ruledText = (documented: Record<string, unknown>) => loose.meta({ type: 'string', ...documented })

const ENQUIRY_EMAIL = ruledText({ format: 'email', maxLength: ENQUIRY_LIMITS.emailMax })
const ENQUIRY_LANGUAGE = ruledText({
  enum: [...LANGUAGES],
  description: `The language the visitor uses the site in; their e-mails are written in it. Absent reads as \`${DEFAULT_LANGUAGE}\`.`,
})
const HONEYPOT = ruledText({
  maxLength: 0,
  description:
    'Leave empty: a trap for robots. A request that fills it is answered as usual and then dropped.',
})

/** The language a visitor used the site in, stored with their enquiry; their e-mails are written in it. */
export const VisitorLanguageSchema = z.enum(LANGUAGES)

/**
 * A form's optional `language`: absent reads as English (the forms before issue 24 send none);
 * anything present must be one of the site's languages. Checked last, so a form's own first broken
 * rule stays the message.
 */
function checkLanguage(value: unknown, ctx: z.RefinementCtx): void {
  if (value !== undefined && !isLanguage(value)) {
    ctx.addIssue({ code: 'custom', path: ['language'], message: ENQUIRY_MESSAGES.languageInvalid })
  }
}

const languageOf = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE)

/** POST /api/v1/quotation/create — the spec's six fields, the visitor's language, and the honeypot. */
export const QuotationCreateBodySchema = z
  .object({
    product: ruledText({ minLength: 1, description: 'The `_id` of a product the catalogue lists.' }),
    fullName: ruledText({ minLength: 1, maxLength: ENQUIRY_LIMITS.fullNameMax }),
    phoneNumber: ruledText({
      pattern: QUOTE_PHONE.source,
      description: `${ENQUIRY_LIMITS.phoneDigits} digits.`,
    }),
    email: ENQUIRY_EMAIL,
    address: ruledText({ minLength: 1, maxLength: ENQUIRY_LIMITS.addressMax }),
    message: ruledText({ maxLength: ENQUIRY_LIMITS.messageMax }),
    language: ENQUIRY_LANGUAGE,
    [HONEYPOT_FIELD]: HONEYPOT,
  })
  // What the rules refuse when missing (the API's form variant asks no message), for the description.
  .meta({ required: QUOTE_FIELDS.filter((field) => field !== 'message') })
  .superRefine((body, ctx) => {
    for (const [field, message] of Object.entries(validateQuote(body))) {
      ctx.addIssue({ code: 'custom', path: [field], message })
    }
    checkLanguage(body.language, ctx)
  })
  .transform((body) => ({
    ...normaliseQuote(body),
    language: languageOf(body.language),
    honeypotFilled: typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== '',
  }))
export type QuotationCreateBody = z.output<typeof QuotationCreateBodySchema>

export const QuotationStatusSchema = z.enum(['pending', 'completed'])
export type QuotationStatus = z.infer<typeof QuotationStatusSchema>

/** A stored quotation as the API returns it (docs/requirements/enquiries.md#fields). */
export const QuotationSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  address: z.string(),
  message: z.string(),
  status: QuotationStatusSchema,
  /** The language the visitor used the site in; 'en' for every quotation from before issue 24. */
  language: VisitorLanguageSchema,
  /**
   * The product asked about (docs/requirements/enquiries.md#fields: "name, productCode, category.name, id");
   * null once that product has been deleted. Its key comes as `_id`, like every entity, and as `id`, the name
   * the spec gives the reference, so a client reading either finds it.
   */
  product: z
    .object({
      _id: z.string(),
      id: z.string(),
      name: z.string(),
      productCode: z.string(),
      category: z.object({ name: z.string() }),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Quotation = z.infer<typeof QuotationSchema>

/** 201 from POST /api/v1/quotation/create. A dropped (honeypot) request gets the same shape, data null. */
export const QuotationCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: QuotationSchema.nullable(),
})
export type QuotationCreatedResponse = z.infer<typeof QuotationCreatedResponseSchema>

/** POST /api/v1/catalog/send-catalog: the address, the visitor's language, and the honeypot. */
export const CatalogRequestBodySchema = z
  .object({ email: ENQUIRY_EMAIL, language: ENQUIRY_LANGUAGE, [HONEYPOT_FIELD]: HONEYPOT })
  .meta({ required: ['email'] })
  .superRefine((body, ctx) => {
    if (!isValidCatalogEmail(body.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: ENQUIRY_MESSAGES.catalogEmailInvalid })
    }
    checkLanguage(body.language, ctx)
  })
  .transform((body) => ({
    email: String(body.email).trim(),
    language: languageOf(body.language),
    honeypotFilled: typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== '',
  }))
export type CatalogRequestBody = z.output<typeof CatalogRequestBodySchema>

export const CatalogRequestResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type CatalogRequestResponse = z.infer<typeof CatalogRequestResponseSchema>
