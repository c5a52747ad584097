import type { ReactNode } from 'react'

import { describedBy, useFieldIds } from './use-field-ids'

/** What every labelled field takes besides its control's own attributes. */
export interface LabelledFieldProps {
  label: string
  error?: string | undefined
  hint?: ReactNode
}

/** The attributes that tie a control to its label, hint and error; spread them on the control. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface LabelledFieldFrameProps extends LabelledFieldProps {
  /** The control's id; a generated one when absent. */
  id?: string | undefined
  className?: string | undefined
  children: (control: FieldControlProps) => ReactNode
}

/**
 * The wiring FormField and SelectField share: the label above the control, the hint and the error
 * (announced) below it, and the control's id, aria-invalid and aria-describedby pointing at them.
 */
export function LabelledField({ label, error, hint, id, className, children }: LabelledFieldFrameProps) {
  const { inputId, hintId, errorId } = useFieldIds(id)
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null),
      })}
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
}
