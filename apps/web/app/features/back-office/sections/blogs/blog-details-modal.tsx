import type { AdminBlog } from '@gwp/contracts'

import { Modal } from '#app/components/ui/modal'
import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { formatDateTime } from '#app/utils/dates'
import { ActiveBadge } from '#app/components/ui/active-status'

/**
 * View blog (docs/requirements/blogs.md#blogs-section): picture, title, author, dates, status and the
 * content. The content is plain text, shown as text with its line breaks, as the public page shows it.
 */
export function BlogDetailsModal({ blog, onClose }: { blog: AdminBlog | null; onClose: () => void }) {
  return (
    <Modal open={blog !== null} title="Blog Details" onClose={onClose} size="lg">
      {blog && (
        <div className="space-y-4">
          <ResponsiveImage
            path={blog.image}
            alt={blog.title}
            width={1200}
            height={800}
            sizes="(min-width: 800px) 720px, 90vw"
            className="aspect-[3/2] w-full rounded-xl border border-slate-200 object-cover"
          />
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {(
              [
                ['Title', blog.title],
                ['Author', blog.author.fullName],
                ['Created At', formatDateTime(blog.createdAt)],
                ['Updated At', formatDateTime(blog.updatedAt)],
                ['Status', <ActiveBadge key="status" isActive={blog.isActive} />],
                ['Content', blog.content],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[8rem_1fr] sm:gap-3">
                <dt className="text-sm font-medium text-slate-500">{label}</dt>
                <dd className="text-sm break-words whitespace-pre-line text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Modal>
  )
}
