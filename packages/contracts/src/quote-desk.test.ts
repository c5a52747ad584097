import { describe, expect, it } from 'vitest'

import {
  internationalNumber,
  regionOfPhone,
  replyByEmailLink,
  replyByWhatsAppLink,
  waitedFor,
} from './quote-desk.js'
import { quotationPageOf } from './quotations.js'

describe('regionOfPhone', () => {
  it.each([
    ['03001234567', 'pk'],
    ['03', 'pk'],
    ['+923001234567', 'pk'],
    ['+92', 'pk'],
    ['0092 300 1234567', 'pk'],
    [' 0300-1234567 ', 'pk'],
    ['0501234567', 'ae'],
    ['05', 'ae'],
    ['+971501234567', 'ae'],
    ['+971 4 123 4567', 'ae'],
    ['00971501234567', 'ae'],
    ['(050) 123-4567', 'ae'],
  ] as const)('%s is %s', (phone, region) => {
    expect(regionOfPhone(phone)).toBe(region)
  })

  it.each([
    '04001234567', // neither prefix, one digit off each
    '02001234567',
    '3001234567', // no leading 0
    '923001234567', // the country code without its +
    '+97', // shorter than +971
    '+9', // shorter than +92
    '+970501234567', // Palestine, one digit off the UAE
    '+91 98765 43210',
    '+44 20 7946 0958',
    '0',
    '',
    'O3001234567', // a letter O
  ])('%s is other', (phone) => {
    expect(regionOfPhone(phone)).toBe('other')
  })
})

describe('internationalNumber', () => {
  it.each([
    ['03001234567', '923001234567'],
    ['0300-123 4567', '923001234567'],
    ['0501234567', '971501234567'],
    ['+923001234567', '923001234567'],
    ['+971 50 123 4567', '971501234567'],
    ['00971501234567', '971501234567'],
    ['+44 20 7946 0958', '442079460958'],
  ])('%s → %s', (phone, number) => {
    expect(internationalNumber(phone)).toBe(number)
  })

  it.each([
    '04001234567', // a national number of neither country: the country cannot be told
    '923001234567',
    '+92', // too short to be a number
    '0300', // 9230... with 6 digits
    '+1234567890123456', // longer than E.164
    '+92300abc4567',
    '',
  ])('%s has none', (phone) => {
    expect(internationalNumber(phone)).toBeNull()
  })
})

const quote = {
  fullName: 'Ayesha Siddiqui',
  email: 'ayesha@example.com',
  phoneNumber: '03001234567',
  product: { name: 'Spin Mop & Bucket' },
}

describe('reply links', () => {
  it('writes to the visitor with a subject naming the product', () => {
    const link = new URL(replyByEmailLink(quote))
    expect(link.protocol).toBe('mailto:')
    expect(link.pathname).toBe('ayesha@example.com')
    expect(link.searchParams.get('subject')).toBe('Your quotation request: Spin Mop & Bucket')
    expect(link.searchParams.get('body')).toBe(
      'Dear Ayesha Siddiqui,\n\nThank you for your quotation request for Spin Mop & Bucket.',
    )
  })

  it('names no product once it was deleted', () => {
    const link = new URL(replyByEmailLink({ ...quote, product: null }))
    expect(link.searchParams.get('subject')).toBe('Your quotation request')
  })

  it('cannot be made to add recipients or headers by the address', () => {
    const link = replyByEmailLink({ ...quote, email: 'a@b.com?bcc=evil@x.com&cc=x@y.com,z@w.com#' })
    const url = new URL(link)
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body'])
    expect(decodeURIComponent(url.pathname)).toBe('a@b.com?bcc=evil@x.com&cc=x@y.com,z@w.com#')
  })

  it('opens WhatsApp on the international number with the greeting typed in', () => {
    const link = new URL(replyByWhatsAppLink(quote)!)
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/923001234567')
    expect(link.searchParams.get('text')).toContain('Spin Mop & Bucket')
    expect(replyByWhatsAppLink({ ...quote, phoneNumber: '0501234567' })).toMatch(
      /^https:\/\/wa\.me\/971501234567\?/,
    )
    expect(replyByWhatsAppLink({ ...quote, phoneNumber: '04001234567' })).toBeNull()
  })
})

describe('waitedFor', () => {
  const now = Date.parse('2026-03-10T12:00:00.000Z')
  const ago = (ms: number) => new Date(now - ms).toISOString()

  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [-5_000, 'just now'],
    [60_000, '1 minute'],
    [59 * 60_000, '59 minutes'],
    [3_600_000, '1 hour'],
    [5 * 3_600_000 + 59 * 60_000, '5 hours'],
    [24 * 3_600_000 - 1, '23 hours'],
    [24 * 3_600_000, '1 day'],
    [3 * 24 * 3_600_000 + 1, '3 days'],
    [400 * 24 * 3_600_000, '400 days'],
  ])('%i ms is "%s"', (ms, text) => {
    expect(waitedFor(ago(ms), now)).toBe(text)
  })

  it('reads an unreadable time as just now', () => {
    expect(waitedFor('not a date', now)).toBe('just now')
  })
})

describe('quotationPageOf', () => {
  it('answers the plain list when nothing is asked', () => {
    expect(quotationPageOf({})).toBeNull()
  })

  it('fills in the defaults and lower-cases the search', () => {
    expect(quotationPageOf({ q: 'Ayesha@' })).toEqual({
      page: 1,
      limit: 10,
      offset: 0,
      search: 'ayesha@',
      status: 'all',
      region: 'all',
      sort: 'newest',
      owner: 'all',
      stage: 'all',
      followUp: 'all',
    })
    expect(quotationPageOf({ page: 3, limit: 5, region: 'ae', sort: 'oldest-pending' })).toMatchObject({
      offset: 10,
      region: 'ae',
      sort: 'oldest-pending',
      search: null,
    })
  })
})
