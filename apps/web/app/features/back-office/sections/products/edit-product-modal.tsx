import { PRODUCT_MESSAGES, type Product } from '@gwp/contracts'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useForm, useWatch } from 'react-hook-form'

import { toast } from '#app/components/toast'
import { Modal } from '#app/components/ui/modal'
import { getApiError } from '#app/lib/api-error'
import { failureOf, FailureText } from '#app/features/back-office/lib/failure-toast'
import { translationsToSend } from '#app/features/back-office/lib/translation-values'
import type { Notice } from './dialog-notice'
import { EditProductStepOne } from './edit-product-step-one'
import { EditProductStepTwo } from './edit-product-step-two'
import {
  changedFields,
  editProductResolver,
  FORM_FIELDS,
  productFormValues,
  stepOf,
  updateBody,
  type ProductEditFields,
  type ProductFormValues,
} from './product-form'
import { ProductStepsForm } from './product-steps-form'
import { describeOutcome, type SaveOutcome } from './save-product-edit'
import { useProductImages } from './use-product-images'
import { useProductSteps } from './use-product-steps'
import { useSaveProductEdit } from './use-save-product-edit'

/** The server's reason, ended as a sentence, so what the save did can follow it. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/**
 * Edit (product.update): the two-step Edit Product modal (docs/requirements/products.md#edit-product). The
 * whole edit, images included, is saved by Update and by nothing else; while it is being saved the
 * modal stays open, so what it did and did not save can be said in it.
 */
export function EditProductModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [saving, setSaving] = useState(false)
  return (
    <Modal
      open={product !== null}
      title="Edit Product"
      onClose={() => !saving && onClose()}
      size="lg"
      closeOnBackdrop={false}
    >
      {product && (
        <EditProductForm key={product._id} product={product} onDone={onClose} onSaving={setSaving} />
      )}
    </Modal>
  )
}

interface EditProductFormProps {
  product: Product
  onDone: () => void
  onSaving: (saving: boolean) => void
}

function EditProductForm({ product, onDone, onSaving }: EditProductFormProps) {
  // What is stored: Update is offered only for a difference from it.
  const [stored, setStored] = useState(() => productFormValues(product))
  // Checked on Next and on submit, not on blur: a message appearing as a field loses focus would
  // push the buttons away from under the pointer that is about to click them.
  const form = useForm<ProductFormValues, unknown, ProductEditFields>({
    resolver: editProductResolver,
    defaultValues: stored,
  })
  const images = useProductImages(product)
  const { save, saving, step, progress } = useSaveProductEdit(product)
  const steps = useProductSteps(form)
  const { setStep } = steps
  const [notice, setNotice] = useState<Notice | null>(null)
  const values = { ...stored, ...useWatch({ control: form.control }) } as ProductFormValues
  const changed =
    changedFields(values, stored).length > 0 ||
    images.changed ||
    translationsToSend('product', values.translations, stored.translations) !== undefined

  const showFieldErrors = (error: unknown) => {
    const { fieldErrors } = getApiError(error)
    const failing = FORM_FIELDS.filter((field) => fieldErrors[field] !== undefined)
    const first = failing[0]
    if (first !== undefined) flushSync(() => setStep(stepOf(first)))
    failing.forEach((field, index) =>
      form.setError(field, { type: 'server', message: fieldErrors[field] }, { shouldFocus: index === 0 }),
    )
  }

  /** After a save that stopped: the modal shows the product as the server now has it. */
  const settle = (outcome: Extract<SaveOutcome, { ok: false }>) => {
    images.settle(outcome.product?.images ?? images.stored, outcome.unsaved, outcome.saved === 'changes')
    if (outcome.saved === 'changes' && outcome.product) {
      // The details are saved: they are what Update now compares with.
      const now = productFormValues(outcome.product)
      setStored(now)
      form.reset(now)
    }
  }

  const onValid = async (fields: ProductEditFields) => {
    if (!changed) return
    const languages = translationsToSend('product', fields.translations, stored.translations)
    const edit = {
      stored: images.stored,
      removed: images.removed,
      added: images.added,
      fields: {
        ...updateBody(fields, changedFields(form.getValues(), stored)),
        ...(languages ? { translations: languages } : {}),
      },
    }
    setNotice(null)
    onSaving(true)
    const outcome = await save(edit)
    onSaving(false)
    if (outcome.ok) {
      toast.success(PRODUCT_MESSAGES.updated)
      onDone()
      return
    }
    const title = outcome.failed === 'upload' ? PRODUCT_MESSAGES.uploadFailed : PRODUCT_MESSAGES.updateFailed
    const failure = failureOf(title, outcome.error)
    const said = describeOutcome(edit, outcome)
    const told = { title, reason: failure.reason ? `${sentence(failure.reason)} ${said}` : said }
    toast.error(<FailureText failure={told} />)
    setNotice({ tone: 'error', failure: told })
    settle(outcome)
    if (outcome.failed === 'update') showFieldErrors(outcome.error)
  }

  return (
    <ProductStepsForm
      form={form}
      steps={steps}
      onCancel={onDone}
      notice={step ? { tone: 'progress', text: step } : notice}
      onValid={onValid}
      stepOne={<EditProductStepOne name={product.name} images={images} progress={progress} saving={saving} />}
      stepTwo={<EditProductStepTwo />}
      submit={{ label: 'Update', busyLabel: 'Updating...', disabledReason: PRODUCT_MESSAGES.noChanges }}
      busy={saving}
      submitDisabled={!changed}
    />
  )
}
