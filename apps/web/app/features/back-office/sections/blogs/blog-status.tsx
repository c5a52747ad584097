import { BLOG_FORM_MESSAGES, type AdminBlog } from '@gwp/contracts'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { useChangeBlogStatusMutation } from '../../api/blogs'
import { toastBlogFailure } from './blog-feedback'

/** Active or Inactive as a badge, for admins who cannot change it and for the details modal. */
export function BlogStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        isActive
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-slate-100 text-slate-700 ring-slate-300'
      }`}
    >
      <span
        aria-hidden="true"
        className={`h-1.5 w-1.5 rounded-full ${isActive ? 'bg-emerald-600' : 'bg-slate-500'}`}
      />
      {isActive ? 'Active' : 'Inactive'}
    </span>
  )
}

/**
 * The Status cell for admins with blog.statusChange (back-office.md §4): Active or Inactive, then the
 * list reloads. The choice shows at once and stays until the reloaded list agrees; a failure puts the
 * old one back. Never disabled while saving, so focus stays where the admin left it.
 */
export function BlogStatusSelect({ blog }: { blog: AdminBlog }) {
  const [changeStatus, { isLoading }] = useChangeBlogStatusMutation()
  const [requested, setRequested] = useState<boolean | null>(null)
  // The list has caught up with the change: show what it says from now on.
  if (requested !== null && !isLoading && requested === blog.isActive) setRequested(null)
  const isActive = requested ?? blog.isActive

  const change = async (next: boolean) => {
    if (isLoading || next === isActive) return
    setRequested(next)
    try {
      await changeStatus({ id: blog._id, isActive: next }).unwrap()
      toast.success(BLOG_FORM_MESSAGES.statusChanged)
    } catch (error) {
      setRequested(null)
      toastBlogFailure(BLOG_FORM_MESSAGES.statusFailed, error)
    }
  }

  return (
    <select
      aria-label={`Status of ${blog.title}`}
      aria-busy={isLoading}
      value={isActive ? 'active' : 'inactive'}
      onChange={(event) => void change(event.target.value === 'active')}
      className={`rounded-lg border py-1 pr-8 pl-2.5 text-sm font-semibold outline-none focus:ring-2 focus:ring-brand-600 ${
        isActive
          ? 'border-emerald-300 bg-emerald-50 text-emerald-800'
          : 'border-slate-300 bg-slate-50 text-slate-700'
      }`}
    >
      <option value="active">Active</option>
      <option value="inactive">Inactive</option>
    </select>
  )
}
