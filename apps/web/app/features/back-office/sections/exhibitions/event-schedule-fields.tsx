import { useState } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'

import { FormField } from '#app/components/ui/form-field'
import { TimePicker } from '#app/components/ui/time-picker'
import type { EventFormValues } from './event-form'

const TO_TIME_WAITS = 'Choose the From Date and the From Time first'

/**
 * From and To dates and times with the rules of docs/requirements/exhibitions.md#event-dates-and-times that
 * act while the admin picks: changing the From date clears a To date that now falls before it; changing the
 * From time resets the To time; the To time stays disabled until the From date and time are set. The rules
 * that refuse (tomorrow or later, To not before From, a later end on one day) are the form's schema.
 */
export function EventScheduleFields({
  earliestFromDate,
  disabled,
}: {
  earliestFromDate: string
  disabled: boolean
}) {
  const {
    register,
    control,
    getValues,
    setValue,
    clearErrors,
    trigger,
    formState: { errors },
  } = useFormContext<EventFormValues>()
  const [fromDate, fromTime] = useWatch({ control, name: ['fromDate', 'fromTime'] })
  // A new key remounts the To picker, so a half-chosen To time goes too.
  const [toTimeKey, setToTimeKey] = useState(0)

  /** Checks a later field again when the one it is compared with changed, once it holds a value. */
  const recheck = (...fields: Array<'toDate' | 'toTime'>) => {
    const filled = fields.filter((field) => getValues(field))
    if (filled.length > 0) void trigger(filled)
  }
  const fromDateField = register('fromDate', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value
      const toDate = getValues('toDate')
      if (next && toDate && toDate < next) setValue('toDate', '', { shouldDirty: true })
      recheck('toDate', 'toTime')
    },
  })

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="From Date"
        type="date"
        min={earliestFromDate}
        error={errors.fromDate?.message}
        disabled={disabled}
        {...fromDateField}
      />
      <FormField
        label="To Date"
        type="date"
        min={fromDate || earliestFromDate}
        error={errors.toDate?.message}
        disabled={disabled}
        {...register('toDate', { onChange: () => recheck('toTime') })}
      />
      <Controller
        control={control}
        name="fromTime"
        render={({ field }) => (
          <TimePicker
            label="From Time"
            value={field.value}
            onChange={(value) => {
              // The To time goes first, so the check the From time's change runs sees it empty.
              setValue('toTime', '', { shouldDirty: true })
              clearErrors('toTime')
              setToTimeKey((key) => key + 1)
              field.onChange(value)
            }}
            onBlur={field.onBlur}
            disabled={disabled}
            error={errors.fromTime?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="toTime"
        render={({ field }) => (
          <TimePicker
            key={toTimeKey}
            label="To Time"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled || !fromDate || !fromTime}
            hint={!fromDate || !fromTime ? TO_TIME_WAITS : undefined}
            error={errors.toTime?.message}
          />
        )}
      />
    </div>
  )
}
