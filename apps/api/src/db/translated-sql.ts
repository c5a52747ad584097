import type { TranslationLanguage } from '@gwp/contracts'
import { sql, type Expression, type RawBuilder } from 'kysely'

import type { DialectName } from './dialect.js'

type Value = Expression<unknown>

/**
 * Translated fields in the lists the database writes as JSON (decision record 006; the
 * `translations` column of migration 0013). The language and field name are fixed when the
 * query is built (each language has its own compiled query, db/prepared-query.ts), so they are SQL
 * literals, never parameters.
 */
export interface TranslatedSql {
  /** The stored translation of `field`, NULL when there is none. */
  translation(translations: Value, lang: TranslationLanguage, field: string): RawBuilder<string | null>
  /** The field in `lang`, English where it has no translation. */
  field(translations: Value, lang: TranslationLanguage, field: string, english: Value): RawBuilder<string>
  /**
   * A JSON array of the names of `fields` without a translation in `lang` (the `untranslated` of a
   * public answer), as JSON text. Built by joining the names, the same SQL on both databases.
   */
  untranslatedText(
    translations: Value,
    lang: TranslationLanguage,
    fields: readonly string[],
  ): RawBuilder<string>
}

/** `$.ar.name`: language and field names are plain identifiers, so no quoting is needed. */
const sqlitePath = (lang: TranslationLanguage, field: string) => sql.lit(`$.${lang}.${field}`)

const sqliteTranslation: TranslatedSql['translation'] = (translations, lang, field) =>
  sql<string | null>`nullif(json_extract(${translations}, ${sqlitePath(lang, field)}), '')`

const postgresTranslation: TranslatedSql['translation'] = (translations, lang, field) =>
  sql<string | null>`nullif((${translations})::json -> ${sql.lit(lang)} ->> ${sql.lit(field)}, '')`

function translatedSql(translation: TranslatedSql['translation']): TranslatedSql {
  return {
    translation,
    field: (translations, lang, field, english) =>
      sql<string>`coalesce(${translation(translations, lang, field)}, ${english})`,
    untranslatedText: (translations, lang, fields) => {
      const names = fields.map(
        (field) =>
          sql`case when ${translation(translations, lang, field)} is null then ${sql.lit(`,"${field}"`)} else '' end`,
      )
      return sql<string>`'[' || ltrim(${sql.join(names, sql` || `)}, ',') || ']'`
    },
  }
}

const sqlite = translatedSql(sqliteTranslation)
const postgres = translatedSql(postgresTranslation)

export function translatedSqlFor(dialect: DialectName): TranslatedSql {
  return dialect === 'postgres' ? postgres : sqlite
}
