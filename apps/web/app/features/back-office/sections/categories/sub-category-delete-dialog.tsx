import { SUB_CATEGORY_MESSAGES, type SubCategory } from '@gwp/contracts'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { useDeleteSubCategoryMutation } from '../../api/sub-categories'
import { getApiError } from '../../lib/api-error'

/** The superAdmin's delete of a sub-category; a 409 (products remain) is read inside the dialog. */
export function SubCategoryDeleteDialog({
  subCategory,
  onClose,
}: {
  subCategory: SubCategory | null
  onClose: () => void
}) {
  const [deleteSubCategory, { isLoading }] = useDeleteSubCategoryMutation()
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null)

  const confirm = async () => {
    if (!subCategory) return
    try {
      await deleteSubCategory({ id: subCategory._id, categoryId: subCategory.category }).unwrap()
    } catch (error) {
      setFailure({ id: subCategory._id, message: getApiError(error).message })
      return
    }
    setFailure(null)
    toast.success(SUB_CATEGORY_MESSAGES.deleted)
    onClose()
  }

  return (
    <ConfirmDialog
      open={subCategory !== null}
      title="Delete Sub Category"
      message={
        <>
          Delete sub-category <strong className="font-semibold text-slate-900">{subCategory?.name}</strong>?
        </>
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={isLoading}
      error={failure && failure.id === subCategory?._id ? failure.message : null}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setFailure(null)
        onClose()
      }}
    />
  )
}
