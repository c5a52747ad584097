import type { Product, StatusFilter } from '@gwp/contracts'
import { Eye, Pencil, Trash2 } from 'lucide-react'

import type { DataTableColumn } from '#app/components/ui/data-table'
import { FilterMenu, type FilterMenuOption } from '#app/components/ui/filter-menu'
import { ActiveBadge } from '#app/components/ui/active-status'
import { TranslationBadges } from '#app/features/back-office/lib/translation-badges'
import { ProductStatusSelect } from './product-status-select'

/**
 * The Status column's filter (docs/requirements/products.md#products-section): Show All / Active / Inactive.
 */
export const STATUS_OPTIONS: ReadonlyArray<FilterMenuOption<StatusFilter>> = [
  { value: 'all', label: 'Show All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]

export interface ProductColumnsOptions {
  status: StatusFilter
  onStatusFilter: (status: StatusFilter) => void
  /**
   * What the signed-in admin may do (docs/requirements/products.md#rights); the API refuses the rest anyway.
   */
  rights: { statusChange: boolean; update: boolean; delete: boolean }
  onView: (product: Product) => void
  onEdit: (product: Product) => void
  onDelete: (product: Product) => void
}

const ACTION =
  'rounded-lg p-2 transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'

const ROW_ACTIONS = {
  View: { icon: Eye, tone: 'text-brand-600 hover:bg-brand-50 hover:text-brand-800' },
  Edit: { icon: Pencil, tone: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900' },
  Delete: { icon: Trash2, tone: 'text-red-600 hover:bg-red-50 hover:text-red-800' },
} as const

interface RowActionProps {
  verb: keyof typeof ROW_ACTIONS
  product: Product
  onClick: (product: Product) => void
}

/** A row's icon button: named "<verb> <product>" for screen readers, the verb alone as its tooltip. */
function RowAction({ verb, product, onClick }: RowActionProps) {
  const { icon: Icon, tone } = ROW_ACTIONS[verb]
  return (
    <button
      type="button"
      onClick={() => onClick(product)}
      aria-label={`${verb} ${product.name}`}
      title={verb}
      className={`${ACTION} ${tone}`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  )
}

/** Product Code, Name, Quantity, Status and Actions (docs/requirements/products.md#products-section). */
export function productColumns({
  status,
  onStatusFilter,
  rights,
  onView,
  onEdit,
  onDelete,
}: ProductColumnsOptions): ReadonlyArray<DataTableColumn<Product>> {
  return [
    {
      header: 'Product Code',
      cell: (product) => product.productCode,
      className: 'font-mono text-xs whitespace-nowrap text-slate-700',
    },
    {
      header: 'Name',
      isRowHeader: true,
      cell: (product) => product.name,
      className: 'min-w-48',
    },
    { header: 'Languages', cell: (product) => <TranslationBadges translations={product.translations} /> },
    {
      header: 'Quantity',
      cell: (product) => product.packageQuantity,
      className: 'tabular-nums text-slate-700',
    },
    {
      header: 'Status',
      renderHeader: () => (
        <FilterMenu label="Status" options={STATUS_OPTIONS} value={status} onChange={onStatusFilter} />
      ),
      cell: (product) =>
        rights.statusChange ? (
          <ProductStatusSelect product={product} />
        ) : (
          <ActiveBadge isActive={product.isActive} />
        ),
    },
    {
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (product) => (
        <div className="flex justify-end gap-1">
          <RowAction verb="View" product={product} onClick={onView} />
          {rights.update && <RowAction verb="Edit" product={product} onClick={onEdit} />}
          {rights.delete && <RowAction verb="Delete" product={product} onClick={onDelete} />}
        </div>
      ),
    },
  ]
}
