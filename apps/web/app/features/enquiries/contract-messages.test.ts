import {
  CatalogRequestBodySchema,
  ENQUIRY_MESSAGES,
  QUOTE_FORM_MESSAGES,
  QUOTE_MODAL_MESSAGES,
  QuotationCreateBodySchema,
  validateQuote,
} from '@gwp/contracts'
import { describe, expect, it } from 'vitest'

import { readCatalogueFiles } from '#app/i18n/catalogue-files'

const files = readCatalogueFiles()

/** Every sentence the public forms can show: their rules, their outcomes and the API's refusals. */
const CONTRACT_MESSAGES = [
  ...Object.values(QUOTE_FORM_MESSAGES),
  ...Object.values(QUOTE_MODAL_MESSAGES),
  ...Object.values(ENQUIRY_MESSAGES),
]

/** Bodies that break each rule once, in both of the quote's variants. */
const BROKEN_QUOTES = [
  {},
  { product: 'p', fullName: 'Al', phoneNumber: '123', email: 'A@B', address: 'x'.repeat(80) },
  { fullName: 'x'.repeat(101), message: 'x'.repeat(1001), email: 'x'.repeat(300) },
]

describe('the public forms’ messages from contracts', () => {
  it('are in the enquiries catalogue of every language, translated', () => {
    for (const message of CONTRACT_MESSAGES) {
      expect(files.en.enquiries!.get(message), message).toBe(message)
      for (const language of ['ur', 'ar'] as const) {
        const translated = files[language].enquiries!.get(message)
        expect(translated, `${language}: ${message}`).toBeTruthy()
        expect(translated, `${language}: ${message}`).not.toBe(message)
      }
    }
  })

  it('cover whatever the rules and the API’s schemas say', () => {
    const said = new Set<string>()
    for (const body of BROKEN_QUOTES) {
      for (const variant of ['form', 'modal'] as const)
        Object.values(validateQuote(body, variant)).forEach((message) => said.add(message))
      QuotationCreateBodySchema.safeParse(body).error?.issues.forEach((issue) => said.add(issue.message))
    }
    CatalogRequestBodySchema.safeParse({ email: 'nope' }).error?.issues.forEach((issue) =>
      said.add(issue.message),
    )
    expect(said.size).toBeGreaterThan(10)
    for (const message of said) expect(CONTRACT_MESSAGES, message).toContain(message)
  })
})
