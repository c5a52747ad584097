import { describe, expect, it } from 'vitest'

import { fallbackLang, untranslatedFields } from './fallback-lang'

describe('fallbackLang', () => {
  it('marks a field the API answered in English, and no other', () => {
    const blog = { title: 'Kitchen care', untranslated: ['title'] }
    expect(fallbackLang(blog, 'title')).toBe('en')
    expect(fallbackLang(blog, 'content')).toBeUndefined()
    expect(fallbackLang({}, 'title')).toBeUndefined()
  })

  it('reads the list from any record, and nothing from a record without one', () => {
    expect(untranslatedFields({ untranslated: ['name', 3] })).toEqual(['name'])
    expect(untranslatedFields({ title: 'x' })).toEqual([])
  })
})
