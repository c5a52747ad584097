import { PRODUCT_MESSAGES, type ProductCreateFields } from '@gwp/contracts'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useForm, useWatch } from 'react-hook-form'

import { toast } from '#app/components/toast'
import { Modal } from '#app/components/ui/modal'
import { getApiError } from '#app/lib/api-error'
import { AddProductStepOne } from './add-product-step-one'
import { AddProductStepTwo } from './add-product-step-two'
import type { Notice } from './dialog-notice'
import {
  addProductResolver,
  EMPTY_PRODUCT_FORM,
  FORM_FIELDS,
  stepOf,
  type ProductFormValues,
  type ProductStep,
} from './product-form'
import { ProductStepsForm } from './product-steps-form'
import { useCreateProduct } from './use-create-product'
import { useProductSteps } from './use-product-steps'

/** "+ Add" (product.create): the two-step Add Product modal (docs/requirements/products.md#add-product). */
export function AddProductModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const creating = useCreateProduct()
  // The upload is under way: closing now would leave its outcome unseen.
  const close = () => {
    if (!creating.busy) onClose()
  }
  return (
    <Modal open={open} title="Add Product" onClose={close} size="lg" closeOnBackdrop={false}>
      {/* Mounted only while open, so every opening starts empty. */}
      <AddProductForm creating={creating} onCancel={close} onDone={onClose} />
    </Modal>
  )
}

interface AddProductFormProps {
  creating: ReturnType<typeof useCreateProduct>
  onCancel: () => void
  onDone: () => void
}

function AddProductForm({ creating, onCancel, onDone }: AddProductFormProps) {
  // Checked on Next and on submit, not on blur: a message appearing as a field loses focus would
  // push the buttons away from under the pointer that is about to click them.
  const form = useForm<ProductFormValues, unknown, ProductCreateFields>({
    resolver: addProductResolver,
    defaultValues: EMPTY_PRODUCT_FORM,
  })
  const steps = useProductSteps(form)
  const { step, setStep, stepHeading } = steps
  const [images, setImages] = useState<File[]>([])
  const [imagesError, setImagesError] = useState<string | undefined>()
  const [notice, setNotice] = useState<Notice | null>(null)
  const [category, name, description, colors] = useWatch({
    control: form.control,
    name: ['category', 'name', 'description', 'colors'],
  })
  // docs/requirements/products.md#states: Next waits for category, name, description, a colour and an image.
  const stepOneFilled =
    category !== '' &&
    name.trim() !== '' &&
    description.trim() !== '' &&
    colors.length > 0 &&
    images.length > 0

  const onValid = async (fields: ProductCreateFields) => {
    setNotice(null)
    const result = await creating.create(fields, images)
    if (result.ok) {
      toast.success(result.message)
      onDone()
      return
    }
    const { message, fieldErrors } = getApiError(result.error)
    // The server's reasons go under their fields, on the step that holds the first of them.
    const failing = FORM_FIELDS.filter((field) => fieldErrors[field] !== undefined)
    const imageReason = fieldErrors.images
    const target: ProductStep =
      imageReason !== undefined || failing.some((field) => stepOf(field) === 1)
        ? 1
        : failing.length > 0
          ? 2
          : step
    if (imageReason !== undefined) setImagesError(imageReason)
    flushSync(() => setStep(target))
    const focusable = failing.find((field) => stepOf(field) === target)
    for (const field of failing) {
      form.setError(
        field,
        { type: 'server', message: fieldErrors[field] },
        { shouldFocus: field === focusable && imageReason === undefined },
      )
    }
    if (focusable === undefined || imageReason !== undefined) stepHeading.current?.focus()
    const text = message || PRODUCT_MESSAGES.generic
    toast.error(text)
    // A reason that belongs to no field is said in the dialog too (dialog-notice.tsx).
    if (failing.length === 0 && imageReason === undefined) {
      setNotice({ tone: 'error', failure: { title: text, reason: null } })
    }
  }

  return (
    <ProductStepsForm
      form={form}
      steps={steps}
      onCancel={onCancel}
      notice={notice}
      onValid={onValid}
      stepOne={
        <AddProductStepOne
          images={images}
          onImagesChange={(next) => {
            setImages(next)
            setImagesError(undefined)
          }}
          imagesError={imagesError}
          progress={creating.progress}
          busy={creating.busy}
        />
      }
      nextBlocked={stepOneFilled ? null : PRODUCT_MESSAGES.fillAllFields}
      stepTwo={<AddProductStepTwo images={images} progress={creating.progress} busy={creating.busy} />}
      submit={{ label: 'Submit', busyLabel: 'Submitting...' }}
      busy={creating.busy}
    />
  )
}
