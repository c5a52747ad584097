import { BLOG_FORM_MESSAGES, STATUS_FILTERS, type AdminBlog, type StatusFilter } from '@gwp/contracts'
import { Plus } from 'lucide-react'
import { useState } from 'react'

import { Button } from '#app/components/ui/button'
import { DataTable } from '#app/components/ui/data-table'
import { SearchField } from '#app/components/ui/search-field'
import { useGetBlogPageQuery } from '#app/features/back-office/api/blogs'
import { useCan, useIsSuperAdmin } from '#app/features/back-office/lib/use-can'
import { useServerList } from '#app/features/back-office/lib/use-server-list'
import { blogColumns } from './blog-columns'
import { BlogDeleteDialog } from './blog-delete-dialog'
import { BlogDetailsModal } from './blog-details-modal'
import { BlogFormModal } from './blog-form-modal'

type OpenModal =
  | { kind: 'add' }
  | { kind: 'view'; blog: AdminBlog }
  | { kind: 'edit'; blog: AdminBlog }
  | { kind: 'delete'; blog: AdminBlog }
  | null

const pick = (open: OpenModal, kind: 'view' | 'edit' | 'delete') => (open?.kind === kind ? open.blog : null)

/**
 * Blogs (docs/requirements/blogs.md#blogs-section, #states, #rights): the server pages the table 10 rows at a
 * time; the title search, the status filter and the page live in the URL
 * (`?section=blogs&q=marble&status=inactive&page=2`). "+ Add" needs blog.create, edit blog.update, the status
 * select blog.statusChange, delete the superAdmin; view is for everyone.
 */
export function BlogsSection() {
  const { list, table, search, filtered } = useServerList({
    params: { filters: { status: 'all' }, allowed: { status: STATUS_FILTERS } },
    useQuery: useGetBlogPageQuery,
    args: ({ page, q, filters }) => ({ page, q, status: filters.status as StatusFilter }),
    rowsOf: (page) => page.data,
    failure: BLOG_FORM_MESSAGES.fetchListFailed,
    paging: { noun: 'blogs', label: 'Blogs pages' },
  })
  const status = list.filters.status as StatusFilter
  const [open, setOpen] = useState<OpenModal>(null)
  const canCreate = useCan('blog', 'create')
  const rights = {
    update: useCan('blog', 'update'),
    statusChange: useCan('blog', 'statusChange'),
    delete: useIsSuperAdmin(),
  }
  const close = () => setOpen(null)
  const editing = pick(open, 'edit')

  return (
    <section aria-labelledby="blogs-heading">
      <DataTable
        caption={list.q ? `Blogs matching “${list.q}”` : 'Blogs'}
        columns={blogColumns({
          status,
          onStatusFilter: (next) => list.setFilter('status', next),
          rights,
          onView: (blog) => setOpen({ kind: 'view', blog }),
          onEdit: (blog) => setOpen({ kind: 'edit', blog }),
          onDelete: (blog) => setOpen({ kind: 'delete', blog }),
        })}
        {...table}
        getRowKey={(blog) => blog._id}
        loadingMessage="Loading blogs…"
        emptyMessage={filtered ? 'No blogs match.' : 'No blogs yet.'}
        toolbar={
          <>
            <h2 id="blogs-heading" className="sr-only">
              Blog list
            </h2>
            <SearchField
              label="Search blogs by title"
              placeholder="Search by title"
              {...search}
              className="w-full sm:w-80"
            />
            {canCreate && (
              <Button
                onClick={() => setOpen({ kind: 'add' })}
                aria-label="Add blog"
                className="inline-flex items-center gap-1"
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
                Add
              </Button>
            )}
          </>
        }
      />
      <BlogDetailsModal blog={pick(open, 'view')} onClose={close} />
      <BlogFormModal open={open?.kind === 'add' || editing !== null} blog={editing} onClose={close} />
      <BlogDeleteDialog blog={pick(open, 'delete')} onClose={close} />
    </section>
  )
}
