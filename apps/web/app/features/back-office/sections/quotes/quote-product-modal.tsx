import { QUOTATION_MESSAGES } from '@gwp/contracts'

import { Modal } from '#app/components/ui/modal'
import { useGetProductQuery } from '#app/features/back-office/api/products'
import { getApiError, UNKNOWN_FAILURE } from '#app/lib/api-error'
import { ProductDetails } from '#app/features/back-office/product-details/product-details-modal'

/**
 * "Clicking the product opens product details" (docs/requirements/enquiries.md#quotes-section): the product's
 * own details, read by id (inactive ones too: staff see every product). It opens over the Message Details,
 * which is still there when it closes.
 */
export function QuoteProductModal({ productId, onClose }: { productId: string | null; onClose: () => void }) {
  return (
    <Modal open={productId !== null} title="Product Details" onClose={onClose} size="lg">
      {productId !== null && <ProductBody id={productId} />}
    </Modal>
  )
}

function ProductBody({ id }: { id: string }) {
  const { data, error, isLoading } = useGetProductQuery(id)
  if (isLoading) return <p role="status">Loading product…</p>
  if (error || !data) {
    const { message } = getApiError(error)
    return (
      <p role="alert" className="font-medium text-red-700">
        {QUOTATION_MESSAGES.detailsFailed}
        {error && message !== UNKNOWN_FAILURE ? `: ${message}` : ''}
      </p>
    )
  }
  return <ProductDetails product={data} />
}
