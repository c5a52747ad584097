import type { Category } from '@gwp/contracts'
import { Eye, Pencil, Trash2 } from 'lucide-react'

import type { DataTableColumn } from '#app/components/ui/data-table'
import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { formatDateTime } from '#app/utils/dates'
import { TranslationBadges } from '#app/features/back-office/lib/translation-badges'
import { Can } from '#app/features/back-office/lib/use-can'
import { RowActionButton } from '#app/components/ui/row-action-button'

export interface CategoryRowActions {
  onView: (category: Category) => void
  onEdit: (category: Category) => void
  onDelete: (category: Category) => void
}

const DATE = 'whitespace-nowrap text-slate-700'

/**
 * The spec's columns (docs/requirements/categories.md#categories-section): Image, Name, Created At, Updated
 * At, Actions, with the translations each has beside the name (Languages). View is for everyone, edit needs category.update, delete is the superAdmin's
 * (docs/requirements/categories.md#rights).
 */
export function categoryColumns({
  onView,
  onEdit,
  onDelete,
}: CategoryRowActions): ReadonlyArray<DataTableColumn<Category>> {
  return [
    {
      header: 'Image',
      className: 'w-0',
      cell: (category) => (
        <ResponsiveImage
          path={category.image}
          alt={category.name}
          width={48}
          height={48}
          sizes="48px"
          className="h-12 w-12 rounded-lg border border-slate-200 object-cover"
        />
      ),
    },
    { header: 'Name', isRowHeader: true, cell: (category) => category.name, className: 'break-words' },
    { header: 'Languages', cell: (category) => <TranslationBadges translations={category.translations} /> },
    { header: 'Created At', cell: (category) => formatDateTime(category.createdAt), className: DATE },
    { header: 'Updated At', cell: (category) => formatDateTime(category.updatedAt), className: DATE },
    {
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (category) => (
        <div className="flex justify-end gap-1">
          <RowActionButton
            label={`View ${category.name}`}
            icon={Eye}
            tone="view"
            onClick={() => onView(category)}
          />
          <Can area="category" action="update">
            <RowActionButton
              label={`Edit ${category.name}`}
              icon={Pencil}
              tone="edit"
              onClick={() => onEdit(category)}
            />
          </Can>
          <Can superAdmin>
            <RowActionButton
              label={`Delete ${category.name}`}
              icon={Trash2}
              tone="delete"
              onClick={() => onDelete(category)}
            />
          </Can>
        </div>
      ),
    },
  ]
}
