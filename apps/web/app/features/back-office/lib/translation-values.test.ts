import { describe, expect, it } from 'vitest'

import { translatedLanguages, translationInputs, translationsToSend } from './translation-values'

describe('translationInputs', () => {
  it("holds every translatable field of the kind, the stored text or ''", () => {
    expect(translationInputs('category', { ar: { name: 'اسم' } })).toEqual({
      ur: { name: '', description: '' },
      ar: { name: 'اسم', description: '' },
    })
  })
})

describe('translationsToSend', () => {
  it('on add, sends the languages with some text, trimmed, without the empty fields', () => {
    const values = translationInputs('blog')
    values.ur.title = '  عنوان '
    expect(translationsToSend('blog', values)).toEqual({ ur: { title: 'عنوان' } })
    expect(translationsToSend('blog', translationInputs('blog'))).toBeUndefined()
  })

  it('on edit, sends only the languages that changed, an emptied one empty', () => {
    const stored = { ur: { name: 'نام' }, ar: { name: 'اسم' } }
    const values = translationInputs('partnerLogo', stored)
    expect(translationsToSend('partnerLogo', values, stored)).toBeUndefined()
    values.ur.name = ''
    values.ar.name = 'اسم جديد'
    expect(translationsToSend('partnerLogo', values, stored)).toEqual({ ur: {}, ar: { name: 'اسم جديد' } })
  })
})

describe('translatedLanguages', () => {
  it('lists the languages where some field holds text', () => {
    expect(translatedLanguages({ ur: { name: ' ' }, ar: { name: 'اسم' } })).toEqual(['ar'])
    expect(translatedLanguages(undefined)).toEqual([])
  })
})
