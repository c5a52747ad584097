import { parseProductColors, type Product } from '@gwp/contracts'
import type { ReactNode } from 'react'

import { Modal } from '#app/components/ui/modal'
import { useGetSubCategoriesByCategoryQuery } from '#app/features/back-office/api/sub-categories'
import { DETAIL_FIELDS, DETAIL_LABELS } from './product-detail-labels'
import { ProductImageCarousel } from './product-image-carousel'
import { ActiveBadge } from '#app/components/ui/active-status'

/**
 * Everything about one product, for every admin (docs/requirements/products.md#products-section, #rights).
 */
export function ProductDetailsModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Modal open={product !== null} title="Product Details" onClose={onClose} size="lg">
      {product && <ProductDetails product={product} />}
    </Modal>
  )
}

/** The modal's body, also shown by Quotes inside its own modal while it loads the product. */
export function ProductDetails({ product }: { product: Product }) {
  const colors = parseProductColors(product.colors)
  const subCategories = useGetSubCategoriesByCategoryQuery(product.category._id, {
    skip: product.subCategory === null,
  })
  const subCategoryName =
    product.subCategory === null
      ? 'None'
      : (subCategories.data?.find((sub) => sub._id === product.subCategory)?.name ??
        (subCategories.isFetching ? 'Loading…' : '—'))

  const rows: ReadonlyArray<[string, ReactNode]> = [
    ['Product Code', <span className="font-mono">{product.productCode}</span>],
    ['Category', product.category.name],
    ['Sub Category', subCategoryName],
    [
      'Colours',
      colors.length === 0 ? (
        '—'
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Colours">
          {colors.map((color) => (
            <li
              key={color.id}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 py-0.5 pr-2.5 pl-1 text-sm"
            >
              <span
                aria-hidden="true"
                style={{ backgroundColor: color.hex }}
                className="h-4 w-4 rounded-full ring-1 ring-slate-400/70 ring-inset"
              />
              {color.name}
            </li>
          ))}
        </ul>
      ),
    ],
    ...DETAIL_FIELDS.filter((field) => field !== 'productCode').map((field): [string, ReactNode] => [
      DETAIL_LABELS[field],
      String(product[field]),
    ]),
    ['Status', <ActiveBadge isActive={product.isActive} />],
  ]

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,17rem)_1fr]">
      <ProductImageCarousel name={product.name} images={product.images} />
      <div className="min-w-0">
        <h3 className="text-lg font-semibold break-words text-slate-900">{product.name}</h3>
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{product.description}</p>
        <dl className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[8.5rem_1fr] sm:gap-3">
              <dt className="text-sm font-medium text-slate-500">{label}</dt>
              <dd className="text-sm break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}
