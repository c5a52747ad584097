import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { FieldErrors, UseFormReturn } from 'react-hook-form'

import {
  firstFailingField,
  STEP_ONE_FIELDS,
  stepOf,
  type ProductFormField,
  type ProductFormValues,
  type ProductStep,
} from './product-form'

/** Which of the two steps the add or edit form shows, and how it moves between them. */
export function useProductSteps({
  setFocus,
  trigger,
}: Pick<UseFormReturn<ProductFormValues>, 'setFocus' | 'trigger'>) {
  const [step, setStep] = useState<ProductStep>(1)
  const stepHeading = useRef<HTMLHeadingElement>(null)

  /** Shows a step, then focuses a field on it or else its heading. */
  const showStep = (to: ProductStep, focus?: ProductFormField) => {
    flushSync(() => setStep(to))
    if (focus) setFocus(focus)
    else stepHeading.current?.focus()
  }

  /** Next: step one's fields are checked (the first failing one takes focus), then step two shows. */
  const next = async () => {
    if (await trigger([...STEP_ONE_FIELDS], { shouldFocus: true })) showStep(2)
  }

  /** A submit the form's rules refused: the step with the first failing field is shown. */
  const onInvalid = (errors: FieldErrors<ProductFormValues>) => {
    const first = firstFailingField(errors)
    if (first && stepOf(first) !== step) showStep(stepOf(first), first)
  }

  return { step, setStep, stepHeading, showStep, next, onInvalid }
}

export type ProductSteps = ReturnType<typeof useProductSteps>
