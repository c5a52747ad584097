import { describe, expect, it } from 'vitest'

import { TRANSLATION_LANGUAGES } from '@gwp/contracts'
import { TRANSLATED_LANGUAGES } from './routes'

describe('the route table', () => {
  it('has a prefix for every language content is translated into', () => {
    expect([...TRANSLATED_LANGUAGES]).toEqual([...TRANSLATION_LANGUAGES])
  })
})
