import { forwardRef, useId } from 'react'

interface FormFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string | undefined
  hint?: React.ReactNode
  /** Something inside the field's right edge, e.g. a show-password toggle. */
  trailing?: React.ReactNode
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { label, error, hint, trailing, id, className, ...input },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`w-full rounded-lg border px-3 py-2 text-slate-900 outline-none focus:ring-2 focus:ring-brand-600 ${
            error ? 'border-red-500' : 'border-slate-300'
          } ${trailing ? 'pr-11' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>}
      </div>
      {hint && (
        <div id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
})
