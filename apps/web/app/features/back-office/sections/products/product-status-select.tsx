import { PRODUCT_MESSAGES, type Product } from '@gwp/contracts'

import { toast } from '#app/components/toast'
import { ActiveStatusSelect } from '#app/components/ui/active-status'
import { useChangeProductStatusMutation } from '#app/features/back-office/api/products'
import { toastFailure } from '#app/features/back-office/lib/failure-toast'

/** The Status cell for admins with product.statusChange (docs/requirements/products.md#states). */
export function ProductStatusSelect({ product }: { product: Product }) {
  const [changeStatus] = useChangeProductStatusMutation()
  const save = async (isActive: boolean) => {
    try {
      await changeStatus({ id: product._id, isActive }).unwrap()
      toast.success(PRODUCT_MESSAGES.statusChanged)
      return true
    } catch (error) {
      toastFailure(PRODUCT_MESSAGES.statusFailed, error)
      return false
    }
  }
  return <ActiveStatusSelect label={`Status of ${product.name}`} isActive={product.isActive} save={save} />
}
