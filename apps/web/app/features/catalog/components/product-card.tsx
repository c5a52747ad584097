import { Eye } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'

import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { productPath } from '#app/features/catalog/utils/catalog-paths'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'
import { QuickView, type QuickViewProduct } from './quick-view'

/** `sizes` for a card in the 1 / 2 / 3-column product grid inside the 1280 px page. */
export const PRODUCT_GRID_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

export type ProductCardProduct = QuickViewProduct

export interface ProductCardProps {
  product: ProductCardProduct
  /** The image's `sizes`; defaults to the product grid's columns. */
  sizes?: string
}

/**
 * One product: picture, category, name and capacity, the card linking to `/product/{id}`, and a
 * "Quick view" button that opens the quick-view modal without leaving the page.
 */
export function ProductCard({ product, sizes = PRODUCT_GRID_SIZES }: ProductCardProps) {
  const [quickView, setQuickView] = useState(false)
  const { t, localPath } = useI18n()
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="aspect-square overflow-hidden bg-slate-50">
        <ResponsiveImage
          path={product.images[0]}
          alt=""
          width={400}
          height={400}
          sizes={sizes}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        {product.category.name && (
          <p
            lang={fallbackLang(product.category, 'name')}
            className="text-xs font-semibold tracking-widest rtl:tracking-normal text-brand-600 uppercase"
          >
            {product.category.name}
          </p>
        )}
        <h3
          lang={fallbackLang(product, 'name')}
          className="mt-1 text-lg leading-snug font-bold text-brand-900"
        >
          {/* The link covers the whole card (::after); the Quick view button sits above it. */}
          <Link
            to={localPath(productPath(product._id))}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {product.name}
          </Link>
        </h3>
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          {product.capacity ? (
            // A size such as "500 ml" reads left to right inside Urdu and Arabic text.
            <span
              dir="ltr"
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
            >
              {product.capacity}
            </span>
          ) : (
            <span />
          )}
          <button
            type="button"
            onClick={() => setQuickView(true)}
            aria-label={t('Quick view {name}', { name: product.name })}
            className="relative z-10 inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 transition hover:border-brand-600 hover:bg-brand-600 hover:text-white"
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            {t('Quick view')}
          </button>
        </div>
      </div>
      <QuickView product={product} open={quickView} onClose={() => setQuickView(false)} />
    </article>
  )
}
