import type { ReactNode } from 'react'
import { FormProvider, type UseFormReturn } from 'react-hook-form'

import { Button } from '#app/components/ui/button'
import { FormActions } from '#app/components/ui/form-actions'
import { TranslationTabs, useLanguageTab } from '#app/features/back-office/lib/translation-tabs'
import { DialogNotice, type Notice } from './dialog-notice'
import { DETAIL_FIELDS, firstFailingField, stepOf, type ProductFormValues } from './product-form'
import { ProductFormSteps } from './product-form-steps'
import type { ProductSteps } from './use-product-steps'

interface ProductStepsFormProps<TOutput> {
  form: UseFormReturn<ProductFormValues, unknown, TOutput>
  steps: ProductSteps
  notice: Notice | null
  onValid: (fields: TOutput) => Promise<void>
  onCancel: () => void
  stepOne: ReactNode
  /** Why Next cannot be pressed yet (nor Enter move on), said on the button itself; null when it can. */
  nextBlocked?: string | null
  stepTwo: ReactNode
  /** Step two's submit button: its text, its text while busy, and why it is disabled. */
  submit: { label: string; busyLabel: string; disabledReason?: string }
  busy: boolean
  submitDisabled?: boolean
}

/**
 * The two-step product form the add and edit modals share (docs/requirements/products.md#states): the steps'
 * heading, the dialog's notice, step one with Cancel and Next, step two with Back, Cancel and the submit.
 * Step two holds the language tabs: English for its details, Urdu and Arabic for every translatable field.
 */
export function ProductStepsForm<TOutput>({
  form,
  steps,
  notice,
  onValid,
  onCancel,
  stepOne,
  nextBlocked = null,
  stepTwo,
  submit,
  busy,
  submitDisabled = false,
}: ProductStepsFormProps<TOutput>) {
  const { step, stepHeading, showStep, next, onInvalid } = steps
  const tab = useLanguageTab(DETAIL_FIELDS)
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          // Enter in a step-one field means Next, not the submit.
          if (step === 1) {
            event.preventDefault()
            if (nextBlocked === null) void next()
            return
          }
          void form.handleSubmit(onValid, (errors) => {
            onInvalid(errors)
            // A failing field of step two, or only translations: the tab that holds it shows.
            const first = firstFailingField(errors)
            if (first === null || stepOf(first) === 2) tab.showInvalid(errors)
          })(event)
        }}
      >
        <ProductFormSteps ref={stepHeading} step={step} />
        <div className="mb-4 empty:hidden">
          <DialogNotice notice={notice} />
        </div>
        {/* Both steps stay mounted, so chosen images, crops and typed values survive Back and Next. */}
        <div hidden={step !== 1}>
          {stepOne}
          <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={nextBlocked !== null}>
              {nextBlocked ?? 'Next'}
            </Button>
          </div>
        </div>
        <div hidden={step !== 2}>
          <TranslationTabs kind="product" tab={tab} englishFields={DETAIL_FIELDS} disabled={busy}>
            {stepTwo}
          </TranslationTabs>
          <FormActions
            submitLabel={submit.label}
            busyLabel={submit.busyLabel}
            busy={busy}
            disabled={submitDisabled}
            disabledReason={submit.disabledReason}
            onCancel={onCancel}
            cancelDisabled={busy}
          >
            <Button variant="secondary" onClick={() => showStep(1)} disabled={busy}>
              Back
            </Button>
          </FormActions>
        </div>
      </form>
    </FormProvider>
  )
}
