import { QUOTATION_MESSAGES, type QuotationListItem } from '@gwp/contracts'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { useDeleteQuotationMutation } from '../../api/quotations'
import { getApiError } from '../../lib/api-error'

/** The superAdmin's delete (back-office.md §6, §8): asked first, then the list and counts reload. */
export function DeleteQuoteDialog({
  quote,
  onClose,
}: {
  quote: QuotationListItem | null
  onClose: () => void
}) {
  const [deleteQuotation, { isLoading }] = useDeleteQuotationMutation()
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    setError(null)
    onClose()
  }

  const confirm = async () => {
    if (!quote) return
    setError(null)
    try {
      await deleteQuotation(quote._id).unwrap()
    } catch (failure) {
      // Said inside the dialog: a toast would sit behind its backdrop.
      setError(`${QUOTATION_MESSAGES.deleteFailed}: ${getApiError(failure).message}`)
      return
    }
    toast.success(QUOTATION_MESSAGES.deleted)
    close()
  }

  return (
    <ConfirmDialog
      open={quote !== null}
      title="Delete Quote"
      message={
        <>
          <p>{QUOTATION_MESSAGES.confirmDelete}</p>
          {quote && (
            <p className="mt-2 text-sm break-words text-slate-500">
              {quote.fullName} ({quote.email})
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
