import { describe, expect, it } from 'vitest'

import { BLOG_FORM_MESSAGES } from './blog-rules.js'
import {
  BlogContentSchema,
  BlogTitleSchema,
  BlogTranslationsSchema,
  BlogUpdateBodySchema,
} from './blog-writes.js'

/** The blog form's rules, shared by the API and the back-office form (docs/requirements/blogs.md#rules). */

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message

/** Long enough for the 50-character minimum, so the characters are what is judged. */
const padded = (text: string) => `${text} ${'and more words '.repeat(4)}end`

describe('blog content', () => {
  it.each([
    ['Urdu', 'فرش کی صفائی کے لیے ہلکا صابن اور نیم گرم پانی استعمال کریں تاکہ چمک برقرار رہے'],
    ['Hindi with vowel signs', 'फर्श की सफ़ाई के लिए हल्का साबुन और गुनगुना पानी इस्तेमाल करें, बस इतना ही'],
    ['Arabic-Indic digits', padded('Use ٣ caps of cleaner in ١٠ litres of water')],
    ['Chinese', padded('地板清洁 用温水 三次')],
    ['every listed punctuation mark', padded(`Really? Yes! "Quoted", it's (almost) done.`)],
  ])('accepts %s', (_, content) => {
    expect(BlogContentSchema.safeParse(content)).toMatchObject({ success: true })
  })

  it.each([...'-_:;/@#&%$*+=<>[]{}|~`^\\', '🎉', '…', '’'])('refuses %s', (character) => {
    const result = BlogContentSchema.safeParse(padded(`Clean ${character} floors`))
    expect(firstMessage(result)).toBe(BLOG_FORM_MESSAGES.contentInvalid)
  })

  it('takes the same punctuation in an Urdu or Arabic translation as those scripts write it', () => {
    const arabic = 'هل تبحث عن أرضيات لامعة؟ استخدم منظفنا المركّز، واتبع التعليمات؛ والنتيجة مضمونة.'
    const urdu = 'کیا آپ چمکدار فرش چاہتے ہیں؟ ہمارا کلینر استعمال کریں، نتیجہ یقینی ہے۔ بس اتنا ہی'
    expect(
      BlogTranslationsSchema.safeParse({ ar: { content: arabic }, ur: { content: urdu } }),
    ).toMatchObject({
      success: true,
    })
    // The English rule stays the spec's; other marks stay refused in every language.
    expect(firstMessage(BlogContentSchema.safeParse(padded('Clean، floors')))).toBe(
      BLOG_FORM_MESSAGES.contentInvalid,
    )
    expect(firstMessage(BlogTranslationsSchema.safeParse({ ar: { content: `${arabic} <script>` } }))).toBe(
      BLOG_FORM_MESSAGES.contentInvalid,
    )
  })

  it('counts a line break once, however it was sent, and stores it as \\n', () => {
    const lines = ['a'.repeat(24), 'b'.repeat(25)]
    expect(BlogContentSchema.parse(lines.join('\r\n'))).toBe(lines.join('\n'))
    expect(firstMessage(BlogContentSchema.safeParse(` ${'c'.repeat(49)}\r\n`))).toBe(
      BLOG_FORM_MESSAGES.contentTooShort,
    )
    expect(BlogContentSchema.safeParse('c\r\n'.repeat(2500)).success).toBe(true)
  })

  it('words its limits as the spec does', () => {
    expect(firstMessage(BlogContentSchema.safeParse(''))).toBe(BLOG_FORM_MESSAGES.contentRequired)
    expect(firstMessage(BlogContentSchema.safeParse('c'.repeat(49)))).toBe(BLOG_FORM_MESSAGES.contentTooShort)
    expect(firstMessage(BlogContentSchema.safeParse('c'.repeat(5001)))).toBe(
      BLOG_FORM_MESSAGES.contentTooLong,
    )
    expect(BLOG_FORM_MESSAGES.contentTooShort).toBe('Content must be at least 50 characters long')
  })
})

describe('blog title', () => {
  it('is required and at most 50 characters (docs/requirements/blogs.md#title-limit), trimmed', () => {
    expect(firstMessage(BlogTitleSchema.safeParse('  '))).toBe('Title is required')
    expect(BlogTitleSchema.parse(` ${'t'.repeat(50)} `)).toBe('t'.repeat(50))
    expect(firstMessage(BlogTitleSchema.safeParse('t'.repeat(51)))).toBe(
      'Title must be less than 50 characters',
    )
  })
})

describe('the edit body', () => {
  it('reads isActive as the text "true" or "false", and drops fields it does not know', () => {
    expect(BlogUpdateBodySchema.parse({ isActive: 'false', author: 'someone' })).toEqual({ isActive: false })
    expect(BlogUpdateBodySchema.parse({ isActive: true })).toEqual({ isActive: true })
    expect(firstMessage(BlogUpdateBodySchema.safeParse({ isActive: 'yes' }))).toBe(
      BLOG_FORM_MESSAGES.isActiveInvalid,
    )
  })
})
