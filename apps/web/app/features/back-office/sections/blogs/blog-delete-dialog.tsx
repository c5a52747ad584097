import { BLOG_FORM_MESSAGES, type AdminBlog } from '@gwp/contracts'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { useDeleteBlogMutation } from '../../api/blogs'
import { getApiError } from '../../lib/api-error'

/** The superAdmin's delete (back-office.md §6, §8): asked first, then the list reloads. */
export function BlogDeleteDialog({ blog, onClose }: { blog: AdminBlog | null; onClose: () => void }) {
  const [deleteBlog, { isLoading }] = useDeleteBlogMutation()
  // Kept with the blog it is about, so another row's dialog starts clean.
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null)

  const close = () => {
    setFailure(null)
    onClose()
  }

  const confirm = async () => {
    if (!blog) return
    try {
      await deleteBlog(blog._id).unwrap()
    } catch (error) {
      // The reason stays readable in the dialog, next to the choice to try again or cancel.
      setFailure({ id: blog._id, message: getApiError(error).message })
      return
    }
    toast.success(BLOG_FORM_MESSAGES.deleted)
    close()
  }

  return (
    <ConfirmDialog
      open={blog !== null}
      title="Delete Blog"
      message={
        <>
          Delete blog <strong className="font-semibold break-words text-slate-900">{blog?.title}</strong>? Its
          picture goes with it, and visitors no longer see it.
        </>
      }
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      busy={isLoading}
      error={failure && failure.id === blog?._id ? failure.message : null}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  )
}
