import { describe, expect, it } from 'vitest'

import { translateKnown } from './translate-known'

describe('translateKnown', () => {
  it('translates a sentence the catalogues hold', () => {
    expect(translateKnown('ar', 'Skip to content')).not.toBe('Skip to content')
    expect(translateKnown('en', 'Skip to content')).toBe('Skip to content')
  })

  it('shows any other text as it came, without reading it as a message', () => {
    expect(translateKnown('ur', 'Retry in {5} minutes')).toBe('Retry in {5} minutes')
  })
})
