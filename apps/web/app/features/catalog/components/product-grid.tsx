import { useI18n } from '#app/i18n/use-i18n'
import { ProductCard, type ProductCardProduct } from './product-card'

/** The spec's empty-list text (docs/requirements/products.md#errors). */
export const NO_PRODUCTS = 'No products available'

export interface ProductGridProps {
  products: readonly ProductCardProduct[]
  /** Shown instead of the grid when there are no products, in the page's language. */
  emptyText?: string
}

/** Product cards in 1 column on phones, 2 from 640 px, 3 from 1024 px. */
export function ProductGrid({ products, emptyText }: ProductGridProps) {
  const { t } = useI18n()
  if (products.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center text-slate-600">
        {emptyText ?? t(NO_PRODUCTS)}
      </p>
    )
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}
