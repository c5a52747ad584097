import { QUOTATION_MESSAGES, type QuotationListItem } from '@gwp/contracts'

import { toast } from '#app/components/toast'
import { useDeleteQuotationMutation } from '#app/features/back-office/api/quotations'
import { getApiError } from '#app/lib/api-error'
import { DeleteDialog } from '#app/features/back-office/lib/delete-dialog'

/**
 * The superAdmin's delete (docs/requirements/enquiries.md#rights, #errors): asked first, then the list and
 * counts reload.
 */
export function DeleteQuoteDialog({
  quote,
  onClose,
}: {
  quote: QuotationListItem | null
  onClose: () => void
}) {
  const [deleteQuotation, { isLoading }] = useDeleteQuotationMutation()
  return (
    <DeleteDialog
      item={quote}
      title="Delete Quote"
      message={(item) => (
        <>
          <p>{QUOTATION_MESSAGES.confirmDelete}</p>
          {item && (
            <p className="mt-2 text-sm break-words text-slate-500">
              {item.fullName} ({item.email})
            </p>
          )}
        </>
      )}
      busy={isLoading}
      remove={(item) => deleteQuotation(item._id).unwrap()}
      onDeleted={() => toast.success(QUOTATION_MESSAGES.deleted)}
      describeFailure={(error) => `${QUOTATION_MESSAGES.deleteFailed}: ${getApiError(error).message}`}
      onClose={onClose}
    />
  )
}
