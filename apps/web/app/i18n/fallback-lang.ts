/**
 * `'en'` when a public answer gave `field` in English although the page asked for another language
 * (the record's `untranslated` list, contracts' translations.ts), else undefined. Put on the element
 * that shows the field as `lang={fallbackLang(record, 'name')}`, so a screen reader reads the English
 * words with an English voice and the browser picks English hyphenation and fonts.
 */
export function fallbackLang(record: object | null | undefined, field: string): 'en' | undefined {
  const untranslated = record && 'untranslated' in record ? record.untranslated : undefined
  return Array.isArray(untranslated) && untranslated.includes(field) ? 'en' : undefined
}
