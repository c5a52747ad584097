import { SUB_CATEGORY_MESSAGES, type SubCategory } from '@gwp/contracts'

import { toast } from '#app/components/toast'
import { useDeleteSubCategoryMutation } from '#app/features/back-office/api/sub-categories'
import { DeleteDialog } from '#app/features/back-office/lib/delete-dialog'

/** The superAdmin's delete of a sub-category; a 409 (products remain) is read inside the dialog. */
export function SubCategoryDeleteDialog({
  subCategory,
  onClose,
}: {
  subCategory: SubCategory | null
  onClose: () => void
}) {
  const [deleteSubCategory, { isLoading }] = useDeleteSubCategoryMutation()
  return (
    <DeleteDialog
      item={subCategory}
      title="Delete Sub Category"
      message={(item) => (
        <>
          Delete sub-category <strong className="font-semibold text-slate-900">{item?.name}</strong>?
        </>
      )}
      busy={isLoading}
      remove={(item) => deleteSubCategory({ id: item._id, categoryId: item.category }).unwrap()}
      onDeleted={() => toast.success(SUB_CATEGORY_MESSAGES.deleted)}
      onClose={onClose}
    />
  )
}
