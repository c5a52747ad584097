import { forwardRef } from 'react'

import { LabelledField, type LabelledFieldProps } from './labelled-field'

type SelectFieldProps = LabelledFieldProps & React.SelectHTMLAttributes<HTMLSelectElement>

/** FormField's select twin: a labelled select whose hint and error are tied to it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className, children, ...select },
  ref,
) {
  return (
    <LabelledField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select
          ref={ref}
          {...control}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-slate-900 outline-none focus:ring-2 focus:ring-brand-600 disabled:bg-slate-50 disabled:text-slate-500 ${
            error ? 'border-red-500' : 'border-slate-300'
          }`}
          {...select}
        >
          {children}
        </select>
      )}
    </LabelledField>
  )
})
