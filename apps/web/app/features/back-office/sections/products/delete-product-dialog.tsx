import { PRODUCT_MESSAGES, type Product } from '@gwp/contracts'

import { toast } from '#app/components/toast'
import { useDeleteProductMutation } from '#app/features/back-office/api/products'
import { getApiError } from '#app/lib/api-error'
import { DeleteDialog } from '#app/features/back-office/lib/delete-dialog'
import { toastFailure } from '#app/features/back-office/lib/failure-toast'

/**
 * The superAdmin's delete (docs/requirements/products.md#rights, #errors): asked first, then the list
 * reloads.
 */
export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const [deleteProduct, { isLoading }] = useDeleteProductMutation()
  return (
    <DeleteDialog
      item={product}
      title="Delete Product"
      message={(item) => (
        <>
          <p>{PRODUCT_MESSAGES.confirmDelete}</p>
          {item && (
            <p className="mt-2 text-sm text-slate-500">
              {item.name} ({item.productCode})
            </p>
          )}
        </>
      )}
      busy={isLoading}
      remove={(item) => deleteProduct(item._id).unwrap()}
      onDeleted={() => toast.success(PRODUCT_MESSAGES.deleted)}
      describeFailure={(error) => {
        // The spec's toast (docs/requirements/products.md#errors), and the reason readable in the dialog
        // beside try again or cancel.
        toastFailure(PRODUCT_MESSAGES.deleteFailed, error)
        return getApiError(error).message
      }}
      onClose={onClose}
    />
  )
}
