import type { LabelledFieldProps } from './labelled-field'
import { describedBy, useFieldIds } from './use-field-ids'

export interface TextAreaFieldProps extends LabelledFieldProps, React.ComponentProps<'textarea'> {
  /**
   * Shows "length/limit" under the field (the spec's "x/500" counters), red past the limit. The
   * limit is not enforced by the browser: the form's schema says what is too long, in its words.
   */
  counter?: { length: number; limit: number }
}

/** FormField's multi-line twin: a labelled textarea whose hint, counter and error are tied to it. */
export function TextAreaField({
  label,
  error,
  hint,
  counter,
  id,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const { inputId, hintId, errorId, counterId } = useFieldIds(id)
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hint ? hintId : null,
          counter ? counterId : null,
          error ? errorId : null,
        )}
        className={`w-full resize-y rounded-lg border px-3 py-2 text-slate-900 outline-none focus:ring-2 focus:ring-brand-600 ${
          error ? 'border-red-500' : 'border-slate-300'
        }`}
        {...textarea}
      />
      {hint && (
        <div id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </div>
      )}
      {(error || counter) && (
        <div className="mt-1 flex items-start justify-between gap-3">
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          ) : (
            <span />
          )}
          {counter && (
            <span
              id={counterId}
              className={`shrink-0 text-xs ${counter.length > counter.limit ? 'text-red-600' : 'text-slate-500'}`}
            >
              {counter.length}/{counter.limit}
            </span>
          )}
        </div>
      )}
    </div>
  )
}
