import { SUB_CATEGORY_MESSAGES, type Category, type SubCategory } from '@gwp/contracts'
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '#app/components/ui/button'
import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { useGetSubCategoriesByCategoryQuery } from '#app/features/back-office/api/sub-categories'
import { TranslationBadges } from '#app/features/back-office/lib/translation-badges'
import { Can } from '#app/features/back-office/lib/use-can'
import { RowActionButton } from '#app/components/ui/row-action-button'
import { SubCategoryDeleteDialog } from './sub-category-delete-dialog'
import { SubCategoryDetailsModal } from './sub-category-details-modal'
import { SubCategoryFormModal } from './sub-category-form-modal'

/** Which form is open: a new sub-category, or the one being edited. */
type FormState = { subCategory: SubCategory | null } | null

/**
 * A category's expanded row (docs/requirements/categories.md#categories-section, #states): "Sub Category
 * (n)", the list in a box at most 400 px tall that scrolls, each with view, edit and delete, and "+ Add".
 * Adding or editing reloads this list (its cache tag is the category's id).
 */
export function SubCategoryList({ category }: { category: Category }) {
  const headingId = useId()
  const { data, isLoading, isError } = useGetSubCategoriesByCategoryQuery(category._id)
  const [viewing, setViewing] = useState<SubCategory | null>(null)
  const [form, setForm] = useState<FormState>(null)
  const [deleting, setDeleting] = useState<SubCategory | null>(null)

  let content
  if (isLoading) {
    content = (
      <p role="status" className="px-4 py-6 text-center text-sm text-slate-500">
        Loading sub-categories…
      </p>
    )
  } else if (isError || !data) {
    content = (
      <p role="alert" className="px-4 py-6 text-center text-sm font-medium text-red-700">
        {SUB_CATEGORY_MESSAGES.loadFailed}
      </p>
    )
  } else if (data.length === 0) {
    content = <p className="px-4 py-6 text-center text-sm text-slate-500">{SUB_CATEGORY_MESSAGES.none}</p>
  } else {
    content = (
      <ul className="divide-y divide-slate-100">
        {data.map((subCategory) => (
          <li key={subCategory._id} className="flex items-center gap-3 px-3 py-2">
            <ResponsiveImage
              path={subCategory.image}
              alt={subCategory.name}
              width={40}
              height={40}
              sizes="40px"
              className="h-10 w-10 shrink-0 rounded-lg border border-slate-200 object-cover"
            />
            <span className="min-w-0 flex-1 truncate font-medium text-slate-900" title={subCategory.name}>
              {subCategory.name}
            </span>
            <TranslationBadges translations={subCategory.translations} />
            <div className="flex shrink-0 items-center gap-1">
              <RowActionButton
                label={`View ${subCategory.name}`}
                icon={Eye}
                tone="view"
                onClick={() => setViewing(subCategory)}
              />
              <Can area="subCategory" action="update">
                <RowActionButton
                  label={`Edit ${subCategory.name}`}
                  icon={Pencil}
                  tone="edit"
                  onClick={() => setForm({ subCategory })}
                />
              </Can>
              <Can superAdmin>
                <RowActionButton
                  label={`Delete ${subCategory.name}`}
                  icon={Trash2}
                  tone="delete"
                  onClick={() => setDeleting(subCategory)}
                />
              </Can>
            </div>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-slate-900">
          Sub Category{data ? ` (${data.length})` : ''}
          <span className="sr-only"> of {category.name}</span>
        </h2>
        <Can area="subCategory" action="create">
          <Button
            onClick={() => setForm({ subCategory: null })}
            aria-label={`Add sub-category to ${category.name}`}
            className="inline-flex items-center gap-1 px-3 py-1.5 text-sm"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add
          </Button>
        </Can>
      </div>
      <div className="max-h-[400px] overflow-y-auto rounded-lg border border-slate-200 bg-white">
        {content}
      </div>

      <SubCategoryDetailsModal subCategory={viewing} onClose={() => setViewing(null)} />
      <SubCategoryFormModal
        open={form !== null}
        category={category}
        subCategory={form?.subCategory ?? null}
        onClose={() => setForm(null)}
      />
      <SubCategoryDeleteDialog subCategory={deleting} onClose={() => setDeleting(null)} />
    </section>
  )
}
