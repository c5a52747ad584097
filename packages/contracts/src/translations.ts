import { z } from 'zod'

import { TRANSLATION_LANGUAGES, type TranslationLanguage } from './languages.js'

/**
 * Content in three languages (decision record 022). Each translatable record keeps its English fields
 * as they are, required as before, and may carry Urdu and Arabic versions of the fields below. A
 * missing translation falls back to English field by field.
 *
 * - Admin reads answer `translations: { ur?: { …fields }, ar?: { …fields } }` on each record.
 * - Admin writes may send the same object (JSON, or a JSON string in a multipart form). Each language
 *   it names replaces that language's stored fields; languages it leaves out stay as they were; a
 *   field left out or empty has no translation.
 * - Public reads take `?lang=ur|ar` and answer the translated fields in place, English where a
 *   translation is missing, with `untranslated: [field…]` naming those (absent without `?lang`).
 */
export const TRANSLATABLE_FIELDS = {
  category: ['name', 'description'],
  subCategory: ['name', 'description'],
  product: [
    'name',
    'description',
    'brand',
    'material',
    'specialFeature',
    'recommendedSurface',
    'recommendedUsage',
  ],
  blog: ['title', 'content'],
  event: ['title', 'description', 'location', 'additionalDetails'],
  heading: ['heading'],
  partnerLogo: ['name'],
} as const satisfies Record<string, readonly string[]>

export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS
export type TranslatableField<K extends TranslatableKind> = (typeof TRANSLATABLE_FIELDS)[K][number]

/** One language's fields of a record: only those translated. */
export type FieldTranslations<K extends TranslatableKind> = Partial<Record<TranslatableField<K>, string>>

/** What a record carries in admin reads and writes. */
export type Translations<K extends TranslatableKind> = Partial<
  Record<TranslationLanguage, FieldTranslations<K>>
>

/** `?lang=` on public reads: English is the default and needs no parameter. */
export const PublicLanguageQuerySchema = z.object({ lang: z.enum(TRANSLATION_LANGUAGES).optional() })
export type PublicLanguageQuery = z.infer<typeof PublicLanguageQuerySchema>

/** The field names a public answer gave in English although `?lang` asked for another language. */
export const UntranslatedSchema = z.array(z.string()).optional()
