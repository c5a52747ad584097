import { BLOG_FORM_MESSAGES, type AdminBlog } from '@gwp/contracts'

import { toast } from '#app/components/toast'
import { useDeleteBlogMutation } from '#app/features/back-office/api/blogs'
import { DeleteDialog } from '#app/features/back-office/lib/delete-dialog'

/**
 * The superAdmin's delete of a blog: its picture goes with it
 * (docs/requirements/api.md#deletes-lose-nothing).
 */
export function BlogDeleteDialog({ blog, onClose }: { blog: AdminBlog | null; onClose: () => void }) {
  const [deleteBlog, { isLoading }] = useDeleteBlogMutation()
  return (
    <DeleteDialog
      item={blog}
      title="Delete Blog"
      message={(item) => (
        <>
          Delete blog <strong className="font-semibold break-words text-slate-900">{item?.title}</strong>? Its
          picture goes with it, and visitors no longer see it.
        </>
      )}
      busy={isLoading}
      remove={(item) => deleteBlog(item._id).unwrap()}
      onDeleted={() => toast.success(BLOG_FORM_MESSAGES.deleted)}
      onClose={onClose}
    />
  )
}
