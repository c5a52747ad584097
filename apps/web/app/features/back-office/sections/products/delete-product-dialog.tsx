import { PRODUCT_MESSAGES, type Product } from '@gwp/contracts'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { useDeleteProductMutation } from '../../api/products'
import { getApiError } from '../../lib/api-error'
import { toastFailure } from './product-toasts'

/** The superAdmin's delete (back-office.md §6, §8): asked first, then the list reloads. */
export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [deleteProduct, { isLoading }] = useDeleteProductMutation()
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setError(null)
    onClose()
  }

  const confirm = async () => {
    if (!product) return
    setError(null)
    try {
      await deleteProduct(product._id).unwrap()
    } catch (failure) {
      toastFailure(PRODUCT_MESSAGES.deleteFailed, failure)
      // The reason stays readable in the dialog, next to the choice to try again or cancel.
      setError(getApiError(failure).message)
      return
    }
    toast.success(PRODUCT_MESSAGES.deleted)
    close()
  }

  return (
    <ConfirmDialog
      open={product !== null}
      title="Delete Product"
      message={
        <>
          <p>{PRODUCT_MESSAGES.confirmDelete}</p>
          {product && (
            <p className="mt-2 text-sm text-slate-500">
              {product.name} ({product.productCode})
            </p>
          )}
        </>
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={isLoading}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  )
}
