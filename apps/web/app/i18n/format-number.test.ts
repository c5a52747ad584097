import { INTL_LOCALES } from '@gwp/contracts'
import { describe, expect, it } from 'vitest'

import { formatNumber } from './format-number'

describe('formatNumber', () => {
  it('writes each count exactly as Intl writes it in Urdu and Arabic, small ones included', () => {
    for (const language of ['ur', 'ar'] as const) {
      const intl = new Intl.NumberFormat(INTL_LOCALES[language])
      for (const value of [...Array(1000).keys(), 1000, 1234, 250000, -1, 2.5]) {
        expect(formatNumber(language, value), `${language} ${value}`).toBe(intl.format(value))
      }
    }
  })

  it('keeps the plain digits English pages always showed', () => {
    expect(formatNumber('en', 1234)).toBe('1234')
  })
})
