import { describe, expect, it } from 'vitest'

import { fallbackLang, untranslatedOf } from './fallback-lang'

describe('fallbackLang', () => {
  it('marks a field the answer left in English', () => {
    const category = { name: 'Floor Care', description: 'وصف', untranslated: ['name'] }
    expect(fallbackLang(category, 'name')).toBe('en')
    expect(fallbackLang(category, 'description')).toBeUndefined()
  })

  it('leaves records without the list alone (English pages, older answers)', () => {
    expect(fallbackLang({ name: 'Floor Care' }, 'name')).toBeUndefined()
    expect(fallbackLang(null, 'name')).toBeUndefined()
  })
})

describe('untranslatedOf', () => {
  it('gives the list to carry along with picked fields', () => {
    expect(untranslatedOf({ name: 'x', untranslated: ['name'] })).toEqual(['name'])
    expect(untranslatedOf({ name: 'x' })).toBeUndefined()
  })
})
