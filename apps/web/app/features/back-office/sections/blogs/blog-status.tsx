import { BLOG_FORM_MESSAGES, type AdminBlog } from '@gwp/contracts'

import { toast } from '#app/components/toast'
import { ActiveStatusSelect } from '#app/components/ui/active-status'
import { useChangeBlogStatusMutation } from '#app/features/back-office/api/blogs'
import { toastBlogFailure } from './blog-feedback'

/** The Status cell for admins with blog.statusChange (docs/requirements/blogs.md#states). */
export function BlogStatusSelect({ blog }: { blog: AdminBlog }) {
  const [changeStatus] = useChangeBlogStatusMutation()
  const save = async (isActive: boolean) => {
    try {
      await changeStatus({ id: blog._id, isActive }).unwrap()
      toast.success(BLOG_FORM_MESSAGES.statusChanged)
      return true
    } catch (error) {
      toastBlogFailure(BLOG_FORM_MESSAGES.statusFailed, error)
      return false
    }
  }
  return <ActiveStatusSelect label={`Status of ${blog.title}`} isActive={blog.isActive} save={save} />
}
