import {
  PublicLanguageQuerySchema,
  TRANSLATABLE_FIELDS,
  TRANSLATION_LANGUAGES,
  type TranslatableKind,
  type TranslationLanguage,
  type Translations,
} from '@gwp/contracts'
import type { FastifyRequest } from 'fastify'

/**
 * Content translations in the services (packages/contracts/src/translations.ts). A translatable row
 * keeps its Urdu and Arabic as JSON text in `translations` (migration 0013). The reads the database
 * writes as JSON do the same fallback in SQL (db/translated-sql.ts); these helpers serve the reads
 * made of rows in JavaScript, and the writes.
 */

/** Every language's translated fields, as stored. */
export type StoredTranslations = Partial<Record<TranslationLanguage, Record<string, string>>>

/** How a read is answered: in a language (`?lang`), and whether the caller is a signed-in admin. */
export interface ReadView {
  lang: TranslationLanguage | undefined
  admin: boolean
}

/** The English answer without translations: what writes and internal reads start from. */
export const ENGLISH_VIEW: ReadView = { lang: undefined, admin: false }
/** A write's answer: the admin's view, stored translations included. */
export const ADMIN_VIEW: ReadView = { lang: undefined, admin: true }

/** `?lang` and the caller of a public read; the route's querystring schema has checked `lang`. */
export function readViewOf(request: FastifyRequest): ReadView {
  const { lang } = PublicLanguageQuerySchema.parse(request.query ?? {})
  return { lang, admin: request.admin !== null }
}

/** The stored JSON text as an object; anything else than an object of languages reads as none. */
export function parseTranslations(text: string | null | undefined): StoredTranslations {
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null) return {}
    const stored: StoredTranslations = {}
    for (const lang of TRANSLATION_LANGUAGES) {
      const fields = (parsed as Record<string, unknown>)[lang]
      if (typeof fields !== 'object' || fields === null) continue
      const kept = Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      )
      if (kept.length > 0) stored[lang] = Object.fromEntries(kept)
    }
    return stored
  } catch {
    return {}
  }
}

/**
 * The stored translations after a write: each language the write names replaces that language's
 * fields (empty ones dropped: no translation), the others stay. Null when nothing changes, so an
 * edit that sends the stored translations again is still "no changes".
 */
export function mergeTranslations<K extends TranslatableKind>(
  kind: K,
  storedText: string | null | undefined,
  incoming: Translations<K> | undefined,
): string | null {
  const before = parseTranslations(storedText)
  if (!incoming) return null
  const after: StoredTranslations = { ...before }
  for (const lang of TRANSLATION_LANGUAGES) {
    const fields = incoming[lang] as Record<string, string | undefined> | undefined
    if (fields === undefined) continue
    const kept: Array<[string, string]> = []
    for (const field of TRANSLATABLE_FIELDS[kind]) {
      const value = fields[field]?.trim()
      if (value) kept.push([field, value])
    }
    if (kept.length > 0) after[lang] = Object.fromEntries(kept)
    else delete after[lang]
  }
  const text = serialiseTranslations(after)
  return text === serialiseTranslations(before) ? null : text
}

/** Languages and fields in a fixed order, so equal translations give equal text. */
export function serialiseTranslations(stored: StoredTranslations): string {
  const ordered: StoredTranslations = {}
  for (const lang of TRANSLATION_LANGUAGES) {
    const fields = stored[lang]
    if (!fields) continue
    ordered[lang] = Object.fromEntries(
      Object.keys(fields)
        .sort()
        .map((key) => [key, fields[key]!]),
    )
  }
  return JSON.stringify(ordered)
}

const isEmpty = (stored: StoredTranslations) => Object.keys(stored).length === 0

/**
 * A record as the view answers it. With `?lang`: each translatable field in that language where
 * translated, else in English and named in `untranslated` (a field that is null in English too is
 * neither). Without: English, with the stored `translations` for a signed-in admin when there are
 * any (absent when none, so an untranslated record reads exactly as before translations existed).
 */
export function presentRecord<K extends TranslatableKind, R extends object>(
  kind: K,
  record: R,
  stored: StoredTranslations,
  view: ReadView,
): R & { translations?: Translations<K>; untranslated?: string[] } {
  const answer: Record<string, unknown> = { ...(record as Record<string, unknown>) }
  delete answer.translations
  if (view.lang !== undefined) {
    const fields = stored[view.lang] ?? {}
    const untranslated: string[] = []
    for (const field of TRANSLATABLE_FIELDS[kind]) {
      const value = fields[field]
      if (value) answer[field] = value
      else if (answer[field] !== null && answer[field] !== undefined) untranslated.push(field)
    }
    answer.untranslated = untranslated
  } else if (view.admin && !isEmpty(stored)) {
    answer.translations = stored
  }
  return answer as R & { translations?: Translations<K>; untranslated?: string[] }
}
