import {
  TRANSLATABLE_FIELDS,
  TRANSLATION_LANGUAGES,
  type FieldTranslations,
  type TranslatableField,
  type TranslatableKind,
  type TranslationLanguage,
  type Translations,
} from '@gwp/contracts'

/** What a form holds for the Urdu and Arabic panels: every translatable field, '' when untranslated. */
export type TranslationInputs<K extends TranslatableKind> = Record<
  TranslationLanguage,
  Record<TranslatableField<K>, string>
>

const fieldsOf = <K extends TranslatableKind>(kind: K) =>
  TRANSLATABLE_FIELDS[kind] as readonly TranslatableField<K>[]

/** The form's starting values: the record's stored translations (an edit), else all empty. */
export function translationInputs<K extends TranslatableKind>(
  kind: K,
  stored?: Translations<K> | undefined,
): TranslationInputs<K> {
  const language = (lang: TranslationLanguage) =>
    Object.fromEntries(fieldsOf(kind).map((field) => [field, stored?.[lang]?.[field] ?? ''])) as Record<
      TranslatableField<K>,
      string
    >
  return { ur: language('ur'), ar: language('ar') }
}

/** One language's fields that hold text, trimmed; an empty text is no translation. */
function filled<K extends TranslatableKind>(
  kind: K,
  fields: Partial<Record<TranslatableField<K>, string | undefined>> | undefined,
): FieldTranslations<K> {
  const kept: FieldTranslations<K> = {}
  for (const field of fieldsOf(kind)) {
    const text = fields?.[field]?.trim()
    if (text) kept[field] = text
  }
  return kept
}

const same = (a: Record<string, string | undefined>, b: Record<string, string | undefined>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key])

/**
 * The `translations` a write sends (translations.ts of contracts): each language whose filled
 * fields differ from the stored ones, with all its filled fields, since a language named replaces
 * what is stored for it. On add nothing is stored, so that is every language with some text; on
 * edit a language emptied is sent empty, which removes it. Undefined when there is nothing to send.
 */
export function translationsToSend<K extends TranslatableKind>(
  kind: K,
  values:
    | Partial<Record<TranslationLanguage, Partial<Record<TranslatableField<K>, string | undefined>>>>
    | undefined,
  stored: Translations<K> | undefined = {},
): Translations<K> | undefined {
  const send: Translations<K> = {}
  for (const lang of TRANSLATION_LANGUAGES) {
    const now = filled(kind, values?.[lang])
    if (!same(now, filled(kind, stored?.[lang]))) send[lang] = now
  }
  return Object.keys(send).length > 0 ? send : undefined
}

/** Which languages a record has some text in, from its `translations` in a list's answer. */
export function translatedLanguages(
  translations:
    Partial<Record<TranslationLanguage, Record<string, string | undefined> | undefined>> | undefined,
): TranslationLanguage[] {
  return TRANSLATION_LANGUAGES.filter((lang) =>
    Object.values(translations?.[lang] ?? {}).some((text) => typeof text === 'string' && text.trim() !== ''),
  )
}

/** Where a server's reasons for a kind's translations land: `translations.<language>.<field>`. */
export function translationPaths<K extends TranslatableKind>(kind: K) {
  return TRANSLATION_LANGUAGES.flatMap((lang) =>
    fieldsOf(kind).map((field) => `translations.${lang}.${field}` as const),
  )
}

/** A multipart form's `translations` field (JSON text, translation-schemas.ts), or none. */
export function translationsFormField(translations: Translations<TranslatableKind> | undefined): {
  translations?: string
} {
  return translations ? { translations: JSON.stringify(translations) } : {}
}

/**
 * A form's values with its `translations` as the panels hold them (the contracts schema reads any
 * input there, JSON text included, so its input type says nothing).
 */
export type WithTranslationInputs<T, K extends TranslatableKind> = Omit<T, 'translations'> & {
  translations: TranslationInputs<K>
}
