import { LANGUAGE_NAMES, TRANSLATION_LANGUAGES, type Language, type TranslatableKind } from '@gwp/contracts'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { get, useFormContext, type FieldErrors, type FieldValues } from 'react-hook-form'

import { Tabs } from '#app/components/ui/tabs'
import { TranslationFields } from './translation-fields'

/**
 * Which language tab holds an invalid field, in the tabs' order. `englishFields` names the English
 * fields the English panel shows (all but `translations` when absent).
 */
export function invalidLanguages(
  errors: FieldErrors<FieldValues>,
  englishFields?: readonly string[],
): Record<Language, boolean> {
  const english = Object.keys(errors).some(
    (name) => name !== 'translations' && (englishFields?.includes(name) ?? true),
  )
  return {
    en: english,
    ur: get(errors, 'translations.ur') !== undefined,
    ar: get(errors, 'translations.ar') !== undefined,
  }
}

/**
 * The language tab a form shows. `showInvalid` is for a submit its rules refused: the first tab
 * with an invalid field is shown at once, so the form can focus that field.
 */
export function useLanguageTab(englishFields?: readonly string[]) {
  const [language, setLanguage] = useState<Language>('en')
  // The form tried to focus a field in a hidden panel; once the panel shows, its first invalid field
  // takes focus instead.
  const focusInvalid = useRef(false)
  useEffect(() => {
    if (!focusInvalid.current) return
    focusInvalid.current = false
    document.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) [aria-invalid="true"]')?.focus()
  }, [language])
  const showInvalid = (errors: FieldErrors<FieldValues>) => {
    const invalid = invalidLanguages(errors, englishFields)
    const first = (['en', ...TRANSLATION_LANGUAGES] as const).find((lang) => invalid[lang])
    if (first && first !== language) {
      focusInvalid.current = true
      setLanguage(first)
    }
  }
  return { language, setLanguage, showInvalid }
}

export type LanguageTab = ReturnType<typeof useLanguageTab>

interface TranslationTabsProps {
  kind: TranslatableKind
  tab: LanguageTab
  /** The English panel: the form's own fields, as they were before translations. */
  children: ReactNode
  englishFields?: readonly string[]
  disabled?: boolean | undefined
}

/**
 * English | اردو | العربية over a record's form (decision record 022): English holds the record's
 * fields, Urdu and Arabic the translatable ones (TranslationFields). A tab with an invalid field
 * carries a marker. Used inside the form's FormProvider.
 */
export function TranslationTabs({ kind, tab, children, englishFields, disabled }: TranslationTabsProps) {
  const {
    formState: { errors },
  } = useFormContext()
  const invalid = invalidLanguages(errors, englishFields)
  return (
    <Tabs
      label="Language"
      selected={tab.language}
      onSelect={tab.setLanguage}
      tabs={[
        { id: 'en', label: LANGUAGE_NAMES.en, invalid: invalid.en, panel: children },
        ...TRANSLATION_LANGUAGES.map((lang) => ({
          id: lang,
          label: LANGUAGE_NAMES[lang],
          lang,
          invalid: invalid[lang],
          panel: <TranslationFields kind={kind} language={lang} disabled={disabled} />,
        })),
      ]}
    />
  )
}
