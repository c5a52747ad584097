import {
  LANGUAGE_NAMES_IN_ENGLISH,
  type TranslatableField,
  type TranslatableKind,
  type TranslationLanguage,
} from '@gwp/contracts'
import { get, useFormContext, useWatch, type FieldError } from 'react-hook-form'

import { FormField } from '#app/components/ui/form-field'
import { LengthCounter } from '#app/components/ui/length-counter'
import { TextAreaField } from '#app/components/ui/text-area-field'
import { TRANSLATION_FIELD_SPECS, type TranslationFieldSpec } from './translation-field-specs'

interface TranslationFieldsProps {
  kind: TranslatableKind
  language: TranslationLanguage
  disabled?: boolean | undefined
}

/**
 * One language's panel: the record kind's translatable fields, written right to left in that
 * language, each optional. The form's schema checks them with the English field's rule
 * (translation-schemas.ts of contracts) under `translations.<language>.<field>`.
 */
export function TranslationFields({ kind, language, disabled }: TranslationFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext()
  const values = (useWatch({ control, name: `translations.${language}` }) ?? {}) as Record<
    string,
    string | undefined
  >
  const specs = TRANSLATION_FIELD_SPECS[kind] as Record<TranslatableField<typeof kind>, TranslationFieldSpec>

  return (
    <>
      <p className="text-sm text-slate-500">
        Optional: a field left empty shows the English text to {LANGUAGE_NAMES_IN_ENGLISH[language]} readers.
      </p>
      {Object.entries(specs).map(([field, spec]: [string, TranslationFieldSpec]) => {
        const name = `translations.${language}.${field}`
        const error = (get(errors, name) as FieldError | undefined)?.message
        const length = values[field]?.length ?? 0
        const label = `${spec.label} (${LANGUAGE_NAMES_IN_ENGLISH[language]})`
        const common = { label, error, disabled, dir: 'rtl', lang: language, ...register(name) }
        return spec.rows ? (
          <TextAreaField key={field} rows={spec.rows} counter={{ length, limit: spec.limit }} {...common} />
        ) : (
          <FormField
            key={field}
            autoComplete="off"
            hint={<LengthCounter length={length} limit={spec.limit} />}
            {...common}
          />
        )
      })}
    </>
  )
}
