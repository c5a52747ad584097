import type { Category } from '@gwp/contracts'
import { Plus } from 'lucide-react'
import { useState } from 'react'

import { Button } from '#app/components/ui/button'
import { DataTable } from '#app/components/ui/data-table'
import { SearchField } from '#app/components/ui/search-field'
import { useGetCategoryPageQuery } from '#app/features/back-office/api/categories'
import { Can } from '#app/features/back-office/lib/use-can'
import { useServerList } from '#app/features/back-office/lib/use-server-list'
import { categoryColumns } from './category-columns'
import { CategoryDeleteDialog } from './category-delete-dialog'
import { CategoryDetailsModal } from './category-details-modal'
import { CategoryFormModal } from './category-form-modal'
import { SubCategoryList } from './sub-category-list'

const FETCH_FAILED = 'Failed to fetch categories: Server or Internet error.'

/** Which form is open: a new category, or the one being edited. */
type FormState = { category: Category | null } | null

/**
 * Category (docs/requirements/categories.md#categories-section): 10 categories a page from the server,
 * searched by name, page and search in the URL (`?section=categories&q=floor&page=2`, or
 * /admin/admin/category?q=…). Each row expands to its sub-categories. Buttons follow the admin's rights
 * (docs/requirements/categories.md#rights); the API enforces them.
 */
export function CategoriesSection() {
  const { list, table, search } = useServerList({
    useQuery: useGetCategoryPageQuery,
    args: ({ page, q }) => ({ page, q }),
    rowsOf: (page) => page.data,
    failure: FETCH_FAILED,
    paging: { noun: 'categories', label: 'Categories pages' },
  })
  const [viewing, setViewing] = useState<Category | null>(null)
  const [form, setForm] = useState<FormState>(null)
  const [deleting, setDeleting] = useState<Category | null>(null)

  return (
    <section aria-label="Categories">
      <DataTable
        caption="Categories"
        columns={categoryColumns({
          onView: setViewing,
          onEdit: (category) => setForm({ category }),
          onDelete: setDeleting,
        })}
        {...table}
        getRowKey={(category) => category._id}
        loadingMessage="Loading categories…"
        emptyMessage={list.q ? `No categories match "${list.q}".` : 'No categories yet.'}
        renderExpanded={(category) => <SubCategoryList category={category} />}
        expandLabel={(category) => `Sub categories of ${category.name}`}
        expandHeader="Sub categories"
        toolbar={
          <>
            <SearchField
              label="Search categories by name"
              placeholder="Search by name"
              {...search}
              className="w-full sm:max-w-xs"
            />
            <Can area="category" action="create">
              <Button
                onClick={() => setForm({ category: null })}
                aria-label="Add category"
                className="inline-flex items-center gap-1"
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
                Add
              </Button>
            </Can>
          </>
        }
      />
      <CategoryDetailsModal category={viewing} onClose={() => setViewing(null)} />
      <CategoryFormModal
        open={form !== null}
        category={form?.category ?? null}
        onClose={() => setForm(null)}
      />
      <CategoryDeleteDialog category={deleting} onClose={() => setDeleting(null)} />
    </section>
  )
}
