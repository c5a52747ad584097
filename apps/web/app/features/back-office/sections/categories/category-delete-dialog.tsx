import { CATEGORY_MESSAGES, type Category } from '@gwp/contracts'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { useDeleteCategoryMutation } from '../../api/categories'
import { getApiError } from '../../lib/api-error'

/**
 * The superAdmin's delete (back-office.md §6, §7). A refusal (decision 12: sub-categories or products
 * remain, a 409) is read inside the dialog, which stays open with the server's reason.
 */
export function CategoryDeleteDialog({
  category,
  onClose,
}: {
  category: Category | null
  onClose: () => void
}) {
  const [deleteCategory, { isLoading }] = useDeleteCategoryMutation()
  // Kept with the category it is about, so another row's dialog starts clean.
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null)

  const confirm = async () => {
    if (!category) return
    try {
      await deleteCategory(category._id).unwrap()
    } catch (error) {
      setFailure({ id: category._id, message: getApiError(error).message })
      return
    }
    setFailure(null)
    toast.success(CATEGORY_MESSAGES.deleted)
    onClose()
  }

  return (
    <ConfirmDialog
      open={category !== null}
      title="Delete Category"
      message={
        <>
          Delete category <strong className="font-semibold text-slate-900">{category?.name}</strong>?
        </>
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={isLoading}
      error={failure && failure.id === category?._id ? failure.message : null}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setFailure(null)
        onClose()
      }}
    />
  )
}
