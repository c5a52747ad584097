import { LoaderCircle } from 'lucide-react'

import { categoryPath } from '#app/features/catalog/utils/catalog-paths'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { formatNumber } from '#app/i18n/format-number'
import { useI18n } from '#app/i18n/use-i18n'
import { PaginationButtons } from './pagination-buttons'
import type { ProductCardProduct } from './product-card'
import { ProductGrid } from './product-grid'

export interface CategoryPaging {
  page: number
  totalPages: number
  /** 1-based numbers of the first and last product shown. */
  from: number
  to: number
  total: number
}

/** A category or sub-category as named on the page; `untranslated` as the API answered it. */
interface Named {
  _id: string
  name: string
  untranslated?: readonly string[]
}

interface CategoryProductsProps {
  category: Named
  subCategory: Named | null
  /** The products of the page shown. */
  products: readonly ProductCardProduct[]
  paging: CategoryPaging
  /** Another sub-category or page is on its way: the grid shows it is out of date. */
  loading: boolean
}

/** The chosen sub-category's products, 6 a page, with `Showing Products X to Y of N` and page links. */
export function CategoryProducts({
  category,
  subCategory,
  products,
  paging,
  loading,
}: CategoryProductsProps) {
  const { t, language, localPath } = useI18n()
  const number = (value: number) => formatNumber(language, value)
  const hrefFor = (page: number) => localPath(categoryPath(category, { sub: subCategory?._id, page }))
  const named = subCategory ?? category
  return (
    <section aria-labelledby="category-products-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h2
          id="category-products-heading"
          lang={subCategory ? fallbackLang(subCategory, 'name') : undefined}
          className="text-2xl font-extrabold text-brand-900 md:text-3xl"
        >
          {subCategory?.name ?? t('Products')}
        </h2>
        {paging.total > 0 && (
          <p className="text-sm font-medium text-slate-600">
            {t('Showing Products {from} to {to} of {total}', {
              from: number(paging.from),
              to: number(paging.to),
              total: number(paging.total),
            })}
          </p>
        )}
      </div>

      <div aria-busy={loading} className="relative">
        <div className={`transition-opacity ${loading ? 'opacity-40' : ''}`}>
          <ProductGrid products={products} />
        </div>
        {loading && (
          <div aria-hidden="true" className="absolute inset-x-0 top-16 flex justify-center">
            <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-lg">
              <LoaderCircle className="h-5 w-5 motion-safe:animate-spin" />
              {t('Loading products…')}
            </span>
          </div>
        )}
      </div>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p role="status" className="sr-only">
        {loading ? t('Loading products…') : ''}
      </p>

      {paging.total > 0 && (
        <div className="mt-10">
          <PaginationButtons
            page={paging.page}
            totalPages={paging.totalPages}
            hrefFor={hrefFor}
            label={t('{name} pages', { name: named.name })}
          />
        </div>
      )}
    </section>
  )
}
