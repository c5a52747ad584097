import { describe, expect, it } from 'vitest'

import { QuotationCreateBodySchema } from './enquiries.js'
import {
  ENQUIRY_MESSAGES,
  isValidCatalogEmail,
  QUOTE_FORM_MESSAGES as FORM,
  QUOTE_MODAL_MESSAGES as MODAL,
  validateQuote,
} from './enquiry-rules.js'

const valid = {
  product: 'p1',
  fullName: 'Ayesha Khan',
  phoneNumber: '03001234567',
  email: 'ayesha@example.com',
  address: '12 Mall Road, Lahore',
  message: 'Two pallets, please.',
}

describe('validateQuote, the Home and Contact form', () => {
  it('accepts a complete quote, and an empty message', () => {
    expect(validateQuote(valid)).toEqual({})
    expect(validateQuote({ ...valid, message: '' })).toEqual({})
  })

  it('gives every required message for an empty form', () => {
    expect(validateQuote({})).toEqual({
      product: FORM.productRequired,
      fullName: 'Full Name is required',
      phoneNumber: 'Phone Number is required',
      email: 'Email is required',
      address: 'Address is required',
    })
  })

  it.each([
    ['phoneNumber', '0300123456', 'Phone number must be 11 digits'],
    ['phoneNumber', '030012345678', 'Phone number must be 11 digits'],
    ['phoneNumber', '0300-123456', 'Phone number must be 11 digits'],
    ['email', 'ayesha@example', 'Invalid email address'],
    ['address', 'x'.repeat(76), 'Address cannot be more than 75 characters'],
    ['fullName', 'x'.repeat(101), FORM.fullNameTooLong],
    ['message', 'x'.repeat(1001), FORM.messageTooLong],
  ])('refuses %s = %j with its message', (field, value, message) => {
    expect(validateQuote({ ...valid, [field]: value })).toEqual({ [field]: message })
  })

  it('counts a 75-character address and trims blanks before checking', () => {
    expect(validateQuote({ ...valid, address: 'x'.repeat(75) })).toEqual({})
    expect(validateQuote({ ...valid, fullName: '   ' })).toEqual({ fullName: 'Full Name is required' })
  })

  it('reads a value that is not text as empty', () => {
    expect(validateQuote({ ...valid, phoneNumber: 3001234567 as unknown as string })).toEqual({
      phoneNumber: 'Phone Number is required',
    })
  })
})

describe('validateQuote, the product modal', () => {
  it('uses the modal words and its stricter rules', () => {
    expect(validateQuote({}, 'modal')).toEqual({
      product: 'Please select a product',
      fullName: 'Please enter your full name',
      phoneNumber: 'Please enter your phoneNumber number',
      email: 'Please enter your email',
      address: 'Please enter your address',
      message: 'Please enter your message',
    })
    expect(validateQuote({ ...valid, fullName: 'Al' }, 'modal')).toEqual({ fullName: MODAL.fullNameTooShort })
    expect(validateQuote({ ...valid, email: 'Ayesha@Example.com' }, 'modal')).toEqual({
      email: 'Please enter a valid email address',
    })
  })

  it('accepts only what the API accepts too', () => {
    expect(validateQuote(valid, 'modal')).toEqual({})
    expect(validateQuote(valid, 'form')).toEqual({})
  })
})

describe('QuotationCreateBodySchema', () => {
  it('reports each broken rule by field and trims what it keeps', () => {
    const bad = QuotationCreateBodySchema.safeParse({ ...valid, phoneNumber: '123' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phoneNumber', 'Phone number must be 11 digits'],
    ])
    const good = QuotationCreateBodySchema.parse({ ...valid, fullName: '  Ayesha Khan ', extra: 'x' })
    expect(good).toEqual({ ...valid, language: 'en', honeypotFilled: false })
  })

  it('takes the visitor’s language, English when absent, and refuses any other', () => {
    expect(QuotationCreateBodySchema.parse({ ...valid, language: 'ur' }).language).toBe('ur')
    expect(QuotationCreateBodySchema.parse(valid).language).toBe('en')
    const bad = QuotationCreateBodySchema.safeParse({ ...valid, language: 'fr' })
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['language', ENQUIRY_MESSAGES.languageInvalid],
    ])
  })

  it('flags a filled honeypot', () => {
    expect(QuotationCreateBodySchema.parse({ ...valid, website: 'http://spam' }).honeypotFilled).toBe(true)
  })
})

describe('isValidCatalogEmail', () => {
  it('refuses empty and malformed addresses alike', () => {
    expect(isValidCatalogEmail('')).toBe(false)
    expect(isValidCatalogEmail(undefined)).toBe(false)
    expect(isValidCatalogEmail('not-an-address')).toBe(false)
    expect(isValidCatalogEmail(' buyer@example.ae ')).toBe(true)
    expect(ENQUIRY_MESSAGES.catalogEmailInvalid).toBe('Please enter a valid email address!')
  })
})
