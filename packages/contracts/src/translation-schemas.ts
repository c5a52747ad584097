import { z } from 'zod'

import { TRANSLATION_LANGUAGES } from './languages.js'
import {
  TRANSLATABLE_FIELDS,
  UntranslatedSchema,
  type TranslatableField,
  type TranslatableKind,
  type Translations,
} from './translations.js'

/**
 * The zod side of translations.ts: what admin writes send and admin reads answer under
 * `translations`, and the `untranslated` list of public reads. Each kind's write schema is built
 * where its English rules live (catalog-writes.ts, blog-writes.ts, event-writes.ts, heading.ts,
 * partner-logos.ts) from those very rules, so a translation is refused with the English field's
 * messages and limits.
 */

export const TRANSLATION_MESSAGES = {
  /** A multipart form's `translations` field that is not the JSON text of an object. */
  invalid: 'Translations must be an object of languages and their fields',
} as const

/** The text an admin left empty (or only spaces) means "no translation", never a refusal. */
const blankToNothing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

/** A multipart form carries `translations` as JSON text; a JSON body may send the object itself. */
const parsedJson = (value: unknown) => {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return null
  }
}

type FieldRules<K extends TranslatableKind> = Record<TranslatableField<K>, z.ZodType<string, unknown>>

/**
 * The `translations` of an admin write for kind K: for each language, each field optional and
 * checked by the English field's own rule when not empty. Languages other than Urdu and Arabic and
 * fields that do not translate are dropped, as unknown fields of a body are.
 */
export function translationsInputSchema<K extends TranslatableKind>(kind: K, rules: FieldRules<K>) {
  const fields = Object.fromEntries(
    (TRANSLATABLE_FIELDS[kind] as readonly TranslatableField<K>[]).map((field) => [
      field,
      z.preprocess(blankToNothing, rules[field].optional()),
    ]),
  ) as Record<string, z.ZodType<string | undefined, unknown>>
  const language = z.object(fields)
  const languages = Object.fromEntries(TRANSLATION_LANGUAGES.map((lang) => [lang, language.optional()]))
  return z.preprocess(
    parsedJson,
    z.object(languages, { error: TRANSLATION_MESSAGES.invalid }),
  ) as unknown as z.ZodType<Translations<K>, unknown>
}

/** What an admin read answers under `translations` for kind K (absent when nothing is translated). */
export function translationsReadSchema<K extends TranslatableKind>(kind: K) {
  const fields = Object.fromEntries(
    TRANSLATABLE_FIELDS[kind].map((field) => [field, z.string().optional()]),
  ) as Record<TranslatableField<K>, z.ZodOptional<z.ZodString>>
  const language = z.object(fields).optional()
  return z
    .object(Object.fromEntries(TRANSLATION_LANGUAGES.map((lang) => [lang, language])))
    .optional() as unknown as z.ZodOptional<z.ZodType<Translations<K>>>
}

/**
 * The two fields a translatable record may add to its English shape: `translations` in answers to
 * a signed-in admin (when it has any), `untranslated` in public answers asked for with `?lang`.
 */
export const translatedRecordFields = <K extends TranslatableKind>(kind: K) => ({
  translations: translationsReadSchema(kind),
  untranslated: UntranslatedSchema,
})
