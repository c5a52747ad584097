import { describe, expect, it } from 'vitest'

import { parseProductColors } from './catalog-values.js'

describe('parseProductColors', () => {
  const blue = { id: 1, name: 'Blue', hex: '#1E88E5' }

  it('reads the JSON text in the first element', () => {
    expect(parseProductColors([JSON.stringify([blue, { id: 2, name: 'White', hex: '#FFFFFF' }])])).toEqual([
      blue,
      { id: 2, name: 'White', hex: '#FFFFFF' },
    ])
  })

  it('keeps only the three fields of each colour', () => {
    expect(parseProductColors([JSON.stringify([{ ...blue, extra: true }])])).toEqual([blue])
  })

  it.each([
    ['no element', []],
    ['an empty text', ['']],
    ['text that is not JSON', ['not json']],
    ['JSON that is not a list', [JSON.stringify(blue)]],
    ['a colour without a name', [JSON.stringify([{ id: 1, hex: '#000000' }])]],
    ['a fractional id', [JSON.stringify([{ ...blue, id: 1.5 }])]],
    ['a null entry', [JSON.stringify([null])]],
  ])('gives no colours for %s', (_label, colors) => {
    expect(parseProductColors(colors)).toEqual([])
  })
})
