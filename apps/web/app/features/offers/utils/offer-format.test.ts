import { describe, expect, it } from 'vitest'

import {
  answerDay,
  customerStatus,
  hasDiscount,
  issuedDay,
  offerDate,
  offerMoney,
  offerQuantity,
  purchaseOrder,
} from './offer-format'

describe('the offer page’s wording', () => {
  it('writes amounts as the PDF prints them', () => {
    expect(offerMoney('PKR', '14750.00')).toBe('PKR 14,750.00')
    expect(offerMoney('AED', '0.99')).toBe('AED 0.99')
    expect(offerMoney('USD', '1234567.5')).toBe('USD 1,234,567.50')
    expect(offerMoney('PKR', 'n/a')).toBe('PKR n/a')
  })

  it('tells a discount from none', () => {
    expect(hasDiscount('0')).toBe(false)
    expect(hasDiscount('7.5')).toBe(true)
  })

  it('dates an answer in the company’s time zone and an offer by its creation day', () => {
    // 20:30 UTC is already the next day in Pakistan (UTC+5).
    expect(answerDay('2026-11-25T20:30:00.000Z')).toBe('26 November 2026')
    expect(issuedDay('2026-11-25T20:30:00.000Z')).toBe('2026-11-25')
  })

  it('writes a purchase order number once, however it was typed', () => {
    expect(purchaseOrder('PO-1')).toBe('PO-1')
    expect(purchaseOrder('P.O. 77')).toBe('P.O. 77')
    expect(purchaseOrder(' 4512 ')).toBe('PO 4512')
    expect(purchaseOrder('POLY-9')).toBe('PO POLY-9')
  })

  it('says a sent offer waits for the customer', () => {
    expect(customerStatus('sent')).toBe('Awaiting your answer')
    expect(customerStatus('accepted')).toBe('Accepted')
  })
})

describe('the offer page in Urdu and Arabic', () => {
  it('writes amounts with Latin digits and the currency code, exactly', () => {
    expect(offerMoney('PKR', '14750.00', 'ar')).toMatch(/^14,750\.00\sPKR$/)
    expect(offerMoney('AED', '1234567890123.45', 'ar')).toMatch(/^1,234,567,890,123\.45\sAED$/)
    expect(offerMoney('PKR', '14750', 'ur')).toMatch(/^PKR\s14,750\.00$/)
    expect(offerMoney('USD', 'n/a', 'ar')).toBe('USD n/a')
    expect(offerQuantity(12500, 'ar')).toBe('12,500')
    expect(offerQuantity(12500)).toBe('12,500')
  })

  it('writes dates with month names in the language and Latin digits', () => {
    expect(offerDate('2026-12-09')).toBe('9 December 2026')
    expect(offerDate('2026-12-09', 'ar')).toBe('9 ديسمبر 2026')
    expect(answerDay('2026-11-25T20:30:00.000Z', 'ar')).toBe('26 نوفمبر 2026')
    expect(offerDate('2026-12-09', 'ur')).toMatch(/^9 دسمبر،? 2026$/)
  })
})
