import { describe, expect, it } from 'vitest'

import {
  displayMoney,
  formatMinor,
  formatPercent,
  lineAmount,
  offerTotals,
  parseMoney,
  parsePercent,
} from './money.js'

describe('exact money (decision record 021)', () => {
  it('reads prices from their digits, never through a float', () => {
    expect(parseMoney(19.99)).toBe(1999n)
    expect(parseMoney('19.99')).toBe(1999n)
    expect(parseMoney(0.1)).toBe(10n)
    expect(parseMoney('1250.5')).toBe(125050n)
    expect(parseMoney('1250')).toBe(125000n)
    for (const bad of ['1.999', '-1', '1e3', '', 'abc', Number.NaN, ' 1. '])
      expect(parseMoney(bad)).toBeNull()
  })

  it('reads percentages as basis points, 0 to 100', () => {
    expect(parsePercent(18)).toBe(1800n)
    expect(parsePercent('7.5')).toBe(750n)
    expect(parsePercent('100')).toBe(10_000n)
    expect(parsePercent('100.01')).toBeNull()
    expect(parsePercent('-5')).toBeNull()
  })

  it('rounds each line once and the tax once, half away from zero', () => {
    // 3 × 19.99 = 59.97, less 10 % = 53.973 → 53.97.
    expect(lineAmount({ quantity: 3, unitMinor: 1999n, discountPoints: 1000n })).toBe(5397n)
    // 1 × 0.05 less 50 % = 0.025 → 0.03.
    expect(lineAmount({ quantity: 1, unitMinor: 5n, discountPoints: 5000n })).toBe(3n)
    const totals = offerTotals(
      [
        { quantity: 3, unitMinor: 1999n, discountPoints: 1000n },
        { quantity: 1, unitMinor: 10n, discountPoints: 0n },
        { quantity: 1, unitMinor: 20n, discountPoints: 0n },
      ],
      1800n,
    )
    // 53.97 + 0.10 + 0.20 = 54.27; 18 % = 9.7686 → 9.77.
    expect(totals).toEqual({ lines: [5397n, 10n, 20n], subtotal: 5427n, tax: 977n, total: 6404n })
  })

  it('writes amounts and percentages as people read them', () => {
    expect(formatMinor(125050n)).toBe('1250.50')
    expect(formatMinor(5n)).toBe('0.05')
    expect(formatPercent(750n)).toBe('7.5')
    expect(formatPercent(1800)).toBe('18')
    expect(displayMoney('PKR', 123456789n)).toBe('PKR 1,234,567.89')
  })
})
