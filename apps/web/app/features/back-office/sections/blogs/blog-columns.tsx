import type { AdminBlog, StatusFilter } from '@gwp/contracts'
import { Eye, Pencil, Trash2 } from 'lucide-react'

import type { DataTableColumn } from '#app/components/ui/data-table'
import { FilterMenu, type FilterMenuOption } from '#app/components/ui/filter-menu'
import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { formatDateTime } from '#app/utils/dates'
import { ActiveBadge } from '#app/components/ui/active-status'
import { RowActionButton } from '#app/components/ui/row-action-button'
import { TranslationBadges } from '#app/features/back-office/lib/translation-badges'
import { BlogStatusSelect } from './blog-status'

/** The Status column's filter (docs/requirements/blogs.md#blogs-section): Show All / Active / Inactive. */
const STATUS_OPTIONS: ReadonlyArray<FilterMenuOption<StatusFilter>> = [
  { value: 'all', label: 'Show All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]

export interface BlogColumnsOptions {
  status: StatusFilter
  onStatusFilter: (status: StatusFilter) => void
  /** What the signed-in admin may do (docs/requirements/blogs.md#rights); the API refuses the rest anyway. */
  rights: { statusChange: boolean; update: boolean; delete: boolean }
  onView: (blog: AdminBlog) => void
  onEdit: (blog: AdminBlog) => void
  onDelete: (blog: AdminBlog) => void
}

/** Image, Title, Created At, Status and Actions (docs/requirements/blogs.md#blogs-section). */
export function blogColumns({
  status,
  onStatusFilter,
  rights,
  onView,
  onEdit,
  onDelete,
}: BlogColumnsOptions): ReadonlyArray<DataTableColumn<AdminBlog>> {
  return [
    {
      header: 'Image',
      className: 'w-0',
      cell: (blog) => (
        <ResponsiveImage
          path={blog.image}
          alt={blog.title}
          width={72}
          height={48}
          sizes="72px"
          className="h-12 w-18 rounded-lg border border-slate-200 object-cover"
        />
      ),
    },
    { header: 'Title', isRowHeader: true, cell: (blog) => blog.title, className: 'min-w-48 break-words' },
    { header: 'Languages', cell: (blog) => <TranslationBadges translations={blog.translations} /> },
    {
      header: 'Created At',
      cell: (blog) => formatDateTime(blog.createdAt),
      className: 'whitespace-nowrap text-slate-700',
    },
    {
      header: 'Status',
      renderHeader: () => (
        <FilterMenu label="Status" options={STATUS_OPTIONS} value={status} onChange={onStatusFilter} />
      ),
      cell: (blog) =>
        rights.statusChange ? <BlogStatusSelect blog={blog} /> : <ActiveBadge isActive={blog.isActive} />,
    },
    {
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (blog) => (
        <div className="flex justify-end gap-1">
          <RowActionButton label={`View ${blog.title}`} icon={Eye} tone="view" onClick={() => onView(blog)} />
          {rights.update && (
            <RowActionButton
              label={`Edit ${blog.title}`}
              icon={Pencil}
              tone="edit"
              onClick={() => onEdit(blog)}
            />
          )}
          {rights.delete && (
            <RowActionButton
              label={`Delete ${blog.title}`}
              icon={Trash2}
              tone="delete"
              onClick={() => onDelete(blog)}
            />
          )}
        </div>
      ),
    },
  ]
}
