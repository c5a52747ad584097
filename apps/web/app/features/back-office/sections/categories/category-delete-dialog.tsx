import { CATEGORY_MESSAGES, type Category } from '@gwp/contracts'

import { toast } from '#app/components/toast'
import { useDeleteCategoryMutation } from '#app/features/back-office/api/categories'
import { DeleteDialog } from '#app/features/back-office/lib/delete-dialog'

/**
 * The superAdmin's delete (docs/requirements/categories.md#rights, #calls). A refusal
 * (docs/requirements/api.md#deletes-lose-nothing: sub-categories or products remain, a 409) is read inside
 * the dialog, which stays open with the server's reason.
 */
export function CategoryDeleteDialog({
  category,
  onClose,
}: {
  category: Category | null
  onClose: () => void
}) {
  const [deleteCategory, { isLoading }] = useDeleteCategoryMutation()
  return (
    <DeleteDialog
      item={category}
      title="Delete Category"
      message={(item) => (
        <>
          Delete category <strong className="font-semibold text-slate-900">{item?.name}</strong>?
        </>
      )}
      busy={isLoading}
      remove={(item) => deleteCategory(item._id).unwrap()}
      onDeleted={() => toast.success(CATEGORY_MESSAGES.deleted)}
      onClose={onClose}
    />
  )
}
