import { PRODUCT_MESSAGES, type Product } from '@gwp/contracts'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'react-toastify'

import { Modal } from '#app/components/ui/modal'
import { useUpdateProductMutation } from '#app/features/back-office/api/products'
import { getApiError } from '#app/lib/api-error'
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
import { toastFailure } from '#app/features/back-office/lib/failure-toast'
import { useProductImages } from './use-product-images'
import { useProductSteps } from './use-product-steps'

/** Edit (product.update): the two-step Edit Product modal (docs/requirements/products.md#edit-product). */
export function EditProductModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Modal open={product !== null} title="Edit Product" onClose={onClose} size="lg" closeOnBackdrop={false}>
      {product && <EditProductForm key={product._id} product={product} onDone={onClose} />}
    </Modal>
  )
}

function EditProductForm({ product, onDone }: { product: Product; onDone: () => void }) {
  // What was stored when the modal opened: Update is offered only for a difference from it.
  const [stored] = useState(() => productFormValues(product))
  // Checked on Next and on submit, not on blur: a message appearing as a field loses focus would
  // push the buttons away from under the pointer that is about to click them.
  const form = useForm<ProductFormValues, unknown, ProductEditFields>({
    resolver: editProductResolver,
    defaultValues: stored,
  })
  const images = useProductImages(product)
  const [updateProduct, { isLoading }] = useUpdateProductMutation()
  const steps = useProductSteps(form)
  const { setStep } = steps
  const [notice, setNotice] = useState<Notice | null>(null)
  const values = { ...stored, ...useWatch({ control: form.control }) } as ProductFormValues
  const changed = changedFields(values, stored)

  const onValid = async (fields: ProductEditFields) => {
    const toSend = changedFields(form.getValues(), stored)
    if (toSend.length === 0) return
    setNotice(null)
    try {
      await updateProduct({ id: product._id, body: updateBody(fields, toSend) }).unwrap()
    } catch (error) {
      const { fieldErrors } = getApiError(error)
      const failing = FORM_FIELDS.filter((field) => fieldErrors[field] !== undefined)
      const first = failing[0]
      if (first !== undefined) flushSync(() => setStep(stepOf(first)))
      failing.forEach((field, index) =>
        form.setError(field, { type: 'server', message: fieldErrors[field] }, { shouldFocus: index === 0 }),
      )
      const failure = toastFailure(PRODUCT_MESSAGES.updateFailed, error)
      // A reason that belongs to no field is said in the dialog too (dialog-notice.tsx).
      if (first === undefined) setNotice({ tone: 'error', failure })
      return
    }
    toast.success(PRODUCT_MESSAGES.updated)
    onDone()
  }

  return (
    <ProductStepsForm
      form={form}
      steps={steps}
      onCancel={onDone}
      notice={notice}
      onValid={onValid}
      stepOne={<EditProductStepOne name={product.name} images={images} />}
      stepTwo={<EditProductStepTwo />}
      submit={{ label: 'Update', busyLabel: 'Updating...', disabledReason: PRODUCT_MESSAGES.noChanges }}
      busy={isLoading}
      submitDisabled={changed.length === 0}
    />
  )
}
