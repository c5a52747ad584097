/**
 * The field names a public answer gave in English although the page asked for Urdu or Arabic (the
 * record's `untranslated` list, contracts' translations.ts); undefined on English pages. For loaders
 * that pick a record's fields, so the list travels with them.
 */
export function untranslatedOf(record: object | null | undefined): string[] | undefined {
  const untranslated = record && 'untranslated' in record ? record.untranslated : undefined
  return Array.isArray(untranslated) ? untranslated.filter((field) => typeof field === 'string') : undefined
}

/**
 * `'en'` when a public answer gave `field` in English although the page asked for another language,
 * else undefined. Put on the element that shows the field as `lang={fallbackLang(record, 'name')}`, so
 * a screen reader reads the English words with an English voice and the browser picks English
 * hyphenation and fonts.
 */
export function fallbackLang(record: object | null | undefined, field: string): 'en' | undefined {
  return untranslatedOf(record)?.includes(field) ? 'en' : undefined
}
