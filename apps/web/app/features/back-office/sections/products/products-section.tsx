import { STATUS_FILTERS, type Product, type StatusFilter } from '@gwp/contracts'
import { useState } from 'react'

import { Button } from '#app/components/ui/button'
import { DataTable } from '#app/components/ui/data-table'
import { SearchField } from '#app/components/ui/search-field'
import { useGetProductPageQuery } from '#app/features/back-office/api/products'
import { ProductDetailsModal } from '#app/features/back-office/product-details/product-details-modal'
import { getApiError } from '#app/lib/api-error'
import { useCan, useIsSuperAdmin } from '#app/features/back-office/lib/use-can'
import { useServerList } from '#app/features/back-office/lib/use-server-list'
import { AddProductModal } from './add-product-modal'
import { DeleteProductDialog } from './delete-product-dialog'
import { EditProductModal } from './edit-product-modal'
import { productColumns } from './product-columns'

type OpenModal =
  | { kind: 'add' }
  | { kind: 'view'; product: Product }
  | { kind: 'edit'; product: Product }
  | { kind: 'delete'; product: Product }
  | null

const pick = (open: OpenModal, kind: 'view' | 'edit' | 'delete') =>
  open?.kind === kind ? open.product : null

/**
 * Products (docs/requirements/products.md#products-section, #states, #rights): the server pages the table 10
 * rows at a time; the search by name or code, the status filter and the page live in the URL
 * (`?section=products&q=mop&status=active&page=2`). "+ Add" needs product.create, edit product.update, the
 * status select product.statusChange, delete the superAdmin; view is for everyone.
 */
export function ProductsSection() {
  const { list, table, search, filtered } = useServerList({
    params: { filters: { status: 'all' }, allowed: { status: STATUS_FILTERS } },
    useQuery: useGetProductPageQuery,
    args: ({ page, q, filters }) => ({ page, q, status: filters.status as StatusFilter }),
    rowsOf: (page) => page.data,
    failure: (error) => getApiError(error).message,
    paging: { noun: 'products', label: 'Products pages' },
  })
  const status = list.filters.status as StatusFilter
  const [open, setOpen] = useState<OpenModal>(null)
  const canCreate = useCan('product', 'create')
  const rights = {
    update: useCan('product', 'update'),
    statusChange: useCan('product', 'statusChange'),
    delete: useIsSuperAdmin(),
  }
  const close = () => setOpen(null)

  return (
    <section aria-labelledby="products-heading">
      <DataTable
        caption={list.q ? `Products matching “${list.q}”` : 'Products'}
        columns={productColumns({
          status,
          onStatusFilter: (next) => list.setFilter('status', next),
          rights,
          onView: (product) => setOpen({ kind: 'view', product }),
          onEdit: (product) => setOpen({ kind: 'edit', product }),
          onDelete: (product) => setOpen({ kind: 'delete', product }),
        })}
        {...table}
        getRowKey={(product) => product._id}
        loadingMessage="Loading products…"
        emptyMessage={filtered ? 'No products match.' : 'No products yet.'}
        toolbar={
          <>
            <h2 id="products-heading" className="sr-only">
              Product list
            </h2>
            <SearchField
              label="Search by name or code"
              placeholder="Search by name or code"
              {...search}
              className="w-full sm:w-80"
            />
            {canCreate && (
              <Button onClick={() => setOpen({ kind: 'add' })}>
                + Add<span className="sr-only"> product</span>
              </Button>
            )}
          </>
        }
      />
      <AddProductModal open={open?.kind === 'add'} onClose={close} />
      <ProductDetailsModal product={pick(open, 'view')} onClose={close} />
      <EditProductModal product={pick(open, 'edit')} onClose={close} />
      <DeleteProductDialog product={pick(open, 'delete')} onClose={close} />
    </section>
  )
}
