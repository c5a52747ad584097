import { forwardRef } from 'react'

import { LabelledField, type LabelledFieldProps } from './labelled-field'

interface FormFieldProps extends LabelledFieldProps, React.InputHTMLAttributes<HTMLInputElement> {
  /** Something inside the field's right edge, e.g. a show-password toggle. */
  trailing?: React.ReactNode
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  // A text field says so: HTML's default, written out, so no reader has to know it.
  { label, error, hint, trailing, id, className, type = 'text', ...input },
  ref,
) {
  return (
    <LabelledField label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            type={type}
            {...control}
            className={`w-full rounded-lg border px-3 py-2 text-slate-900 outline-none focus:ring-2 focus:ring-brand-600 ${
              error ? 'border-red-500' : 'border-slate-300'
            } ${trailing ? 'pr-11' : ''}`}
            {...input}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>}
        </div>
      )}
    </LabelledField>
  )
})
