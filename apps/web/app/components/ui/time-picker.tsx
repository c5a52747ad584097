import {
  CLOCK_HOURS,
  CLOCK_MINUTES,
  formatClockTime,
  MERIDIEMS,
  parseClockTime,
  type Meridiem,
} from '@gwp/contracts'
import { useId, useState, type ReactNode } from 'react'

import { describedBy } from './use-field-ids'

export interface TimePickerProps {
  /** Names the group, e.g. "From Time"; each select is named after it ("From Time hour"). */
  label: string
  /** `10:00 AM`, or '' while no whole time is chosen. */
  value: string
  /** Called with `hh:mm AM`/`PM` once hour, minutes and AM/PM are all chosen, '' when one is cleared. */
  onChange: (value: string) => void
  onBlur?: () => void
  disabled?: boolean
  /** Under the selects, e.g. why the picker is disabled. */
  hint?: ReactNode
  error?: string | undefined
}

interface Parts {
  hour: string
  minute: string
  meridiem: Meridiem | ''
}

const NONE: Parts = { hour: '', minute: '', meridiem: '' }
const partsOf = (value: string): Parts => parseClockTime(value) ?? NONE

const SELECT =
  'rounded-lg border bg-white px-2.5 py-2 text-slate-900 tabular-nums outline-none focus:ring-2 focus:ring-brand-600 disabled:bg-slate-50 disabled:text-slate-400'

/**
 * A 12-hour time as three native selects, hours 01-12, minutes 00-59 and AM/PM
 * (docs/requirements/exhibitions.md#limits): each is reached with Tab and changed with the arrow keys or by
 * typing, and screen readers name them as one group. A half-chosen time stays on screen and reports ''; a
 * caller that needs to clear it (the To time when the From time changes) gives the picker a new `key`.
 */
export function TimePicker({
  label,
  value,
  onChange,
  onBlur,
  disabled = false,
  hint,
  error,
}: TimePickerProps) {
  const baseId = useId()
  const hintId = `${baseId}-hint`
  const errorId = `${baseId}-error`
  const [parts, setParts] = useState<Parts>(() => partsOf(value))
  // The value the picker last saw or reported: a different one came from outside, shown as it is.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    setParts(partsOf(value))
  }

  const pick = (next: Parts) => {
    setParts(next)
    const { hour, minute, meridiem } = next
    const text = hour && minute && meridiem ? formatClockTime({ hour, minute, meridiem }) : ''
    setSeen(text)
    if (text !== value) onChange(text)
  }

  const control = {
    disabled,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint ? hintId : null, error ? errorId : null),
    className: `${SELECT} ${error ? 'border-red-500' : 'border-slate-300'}`,
  }

  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex items-center gap-1.5">
        <select
          aria-label={`${label} hour`}
          value={parts.hour}
          onChange={(event) => pick({ ...parts, hour: event.target.value })}
          {...control}
        >
          <option value="">hh</option>
          {CLOCK_HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hour}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="font-semibold text-slate-500">
          :
        </span>
        <select
          aria-label={`${label} minutes`}
          value={parts.minute}
          onChange={(event) => pick({ ...parts, minute: event.target.value })}
          {...control}
        >
          <option value="">mm</option>
          {CLOCK_MINUTES.map((minute) => (
            <option key={minute} value={minute}>
              {minute}
            </option>
          ))}
        </select>
        <select
          aria-label={`${label} AM or PM`}
          value={parts.meridiem}
          onChange={(event) => pick({ ...parts, meridiem: event.target.value as Meridiem | '' })}
          {...control}
        >
          <option value="">AM/PM</option>
          {MERIDIEMS.map((meridiem) => (
            <option key={meridiem} value={meridiem}>
              {meridiem}
            </option>
          ))}
        </select>
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
    </fieldset>
  )
}
