/**
 * The rules and messages of the visitor's enquiry forms (docs/requirements/enquiries.md#rules, #errors): the
 * quote form on Home and Contact, the product page's quote modal and the catalogue form. Zod-free on purpose:
 * the public pages validate with these functions and must not pull zod into the visitor's JavaScript. The API
 * checks the same functions through the schemas in enquiries.ts, so a rule is written once.
 */

export const ENQUIRY_LIMITS = {
  phoneDigits: 11,
  addressMax: 75,
  modalFullNameMin: 3,
  // Our own caps (the spec sets none): enough for any real enquiry, small enough to refuse junk.
  fullNameMax: 100,
  emailMax: 254,
  messageMax: 1000,
} as const

/** Default per-IP limits per hour; the API reads QUOTE_RATE_LIMIT and CATALOG_RATE_LIMIT to change them. */
export const ENQUIRY_RATE_LIMITS = { quotationsPerHour: 10, catalogRequestsPerHour: 5 } as const

/**
 * Catalogue e-mails one address receives in a day, whoever asks and from however many IPs (our cap;
 * the spec sets none): the per-IP limit alone would let the form fill anyone's inbox. A request past
 * it is answered exactly like success and sends nothing.
 */
export const CATALOG_MAILS_PER_ADDRESS = { max: 3, windowHours: 24 } as const

/**
 * A field real visitors never see or fill (hidden from sight and from screen readers). A request that
 * fills it is answered like any other and then dropped.
 */
export const HONEYPOT_FIELD = 'website'

export const QUOTE_FIELDS = ['product', 'fullName', 'phoneNumber', 'email', 'address', 'message'] as const
export type QuoteField = (typeof QUOTE_FIELDS)[number]
export type QuoteValues = Record<QuoteField, string>
export type QuoteErrors = Partial<Record<QuoteField, string>>

/** Which form's messages apply: the Home/Contact form (also the API's) or the product page's modal. */
export type QuoteVariant = 'form' | 'modal'

export const QUOTE_FORM_MESSAGES = {
  productRequired: 'Product is required',
  fullNameRequired: 'Full Name is required',
  fullNameTooLong: `Full Name cannot be more than ${ENQUIRY_LIMITS.fullNameMax} characters`,
  phoneRequired: 'Phone Number is required',
  phoneDigits: 'Phone number must be 11 digits',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  addressRequired: 'Address is required',
  addressTooLong: 'Address cannot be more than 75 characters',
  messageTooLong: `Message cannot be more than ${ENQUIRY_LIMITS.messageMax} characters`,
} as const

export const QUOTE_MODAL_MESSAGES = {
  productRequired: 'Please select a product',
  fullNameRequired: 'Please enter your full name',
  fullNameTooShort: 'Full Name should be at least 3 characters',
  phoneRequired: 'Please enter your phoneNumber number',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  addressRequired: 'Please enter your address',
  messageRequired: 'Please enter your message',
} as const

export const ENQUIRY_MESSAGES = {
  quoteSubmitted: 'Quote submitted successfully!',
  quoteFailed: 'An error occurred while submitting the form.',
  productsFailed: 'Failed to load products',
  /** The API's answer when the chosen product is unknown or no longer on sale. */
  productUnavailable: 'Please select a product from the list',
  quotationCreated: 'Quotation submitted successfully',
  tooManyQuotes: 'Too many quote requests from your network. Please try again later.',
  catalogEmailInvalid: 'Please enter a valid email address!',
  catalogSending: 'Sending Please Wait...',
  catalogSent: 'Catalog sent successfully to your email!',
  catalogFailed: 'Failed to send the catalog. Please try again.',
  tooManyCatalogRequests: 'Too many catalogue requests from your network. Please try again later.',
  /** A form's `language` that is not one of the site's (languages.ts). */
  languageInvalid: 'Please choose English, Urdu or Arabic',
} as const

/** How long the success messages stay (docs/requirements/enquiries.md#limits). */
export const ENQUIRY_TIMINGS = { quoteSuccessMs: 3000, modalSuccessMs: 2000, catalogToastMs: 3000 } as const

/** Strict enough to refuse obvious mistakes; the mailbox itself is the real check. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** The modal's pattern: lower-case addresses only, as the spec's modal has it. */
const LOWERCASE_EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/
/** Exported for the API description, which shows the same pattern to clients (enquiries.ts). */
export const QUOTE_PHONE = new RegExp(`^\\d{${ENQUIRY_LIMITS.phoneDigits}}$`)

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** Every field of a quote with its surrounding blanks removed; anything not text becomes empty. */
export function normaliseQuote(values: Partial<Record<QuoteField, unknown>>): QuoteValues {
  return Object.fromEntries(QUOTE_FIELDS.map((field) => [field, text(values[field])])) as QuoteValues
}

/**
 * The first broken rule of each field, in the variant's words; empty when the quote may be sent.
 * The API applies the 'form' variant; the modal's rules are stricter, so what it sends always passes.
 */
export function validateQuote(
  values: Partial<Record<QuoteField, unknown>>,
  variant: QuoteVariant = 'form',
): QuoteErrors {
  const v = normaliseQuote(values)
  const form = QUOTE_FORM_MESSAGES
  const modal = variant === 'modal' ? QUOTE_MODAL_MESSAGES : null
  const errors: QuoteErrors = {}
  const check = (field: QuoteField, failed: boolean, message: string) => {
    if (failed && errors[field] === undefined) errors[field] = message
  }

  check('product', v.product === '', modal?.productRequired ?? form.productRequired)

  check('fullName', v.fullName === '', modal?.fullNameRequired ?? form.fullNameRequired)
  if (modal) check('fullName', v.fullName.length < ENQUIRY_LIMITS.modalFullNameMin, modal.fullNameTooShort)
  check('fullName', v.fullName.length > ENQUIRY_LIMITS.fullNameMax, form.fullNameTooLong)

  check('phoneNumber', v.phoneNumber === '', modal?.phoneRequired ?? form.phoneRequired)
  check('phoneNumber', !QUOTE_PHONE.test(v.phoneNumber), form.phoneDigits)

  check('email', v.email === '', modal?.emailRequired ?? form.emailRequired)
  check(
    'email',
    v.email.length > ENQUIRY_LIMITS.emailMax || !(modal ? LOWERCASE_EMAIL : EMAIL).test(v.email),
    modal?.emailInvalid ?? form.emailInvalid,
  )

  check('address', v.address === '', modal?.addressRequired ?? form.addressRequired)
  check('address', v.address.length > ENQUIRY_LIMITS.addressMax, form.addressTooLong)

  if (modal) check('message', v.message === '', modal.messageRequired)
  check('message', v.message.length > ENQUIRY_LIMITS.messageMax, form.messageTooLong)

  return errors
}

/** The catalogue form's one rule: a present, plausible address. Empty and malformed read the same. */
export function isValidCatalogEmail(email: unknown): boolean {
  const value = text(email)
  return value !== '' && value.length <= ENQUIRY_LIMITS.emailMax && EMAIL.test(value)
}
