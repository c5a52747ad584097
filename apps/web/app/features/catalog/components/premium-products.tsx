import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { useI18n } from '#app/i18n/use-i18n'
import type { ProductCardProduct } from './product-card'
import { ProductGrid } from './product-grid'

/**
 * How many products the premium grid shows (docs/requirements/products.md#limits: "Home shows 6 products").
 */
export const PREMIUM_PRODUCT_COUNT = 6

export interface PremiumProductsProps {
  /** Active products (`GET /api/v1/product/active-products`); the first six are shown. */
  products: readonly ProductCardProduct[]
}

/** The "Premium products" section of the home and product detail pages, with SEE ALL PRODUCTS. */
export function PremiumProducts({ products }: PremiumProductsProps) {
  const { t, localPath } = useI18n()
  return (
    <section aria-labelledby="premium-products-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mb-10 text-center">
          <p className="text-sm font-semibold tracking-widest rtl:tracking-normal text-accent-600 uppercase">
            {t('Our range')}
          </p>
          <h2
            id="premium-products-heading"
            className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl"
          >
            {t('Premium Products')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-600">
            {t(
              'Professional-grade cleaners trusted by hotels, hospitals and homes across Pakistan and the UAE.',
            )}
          </p>
        </div>
        <ProductGrid products={products.slice(0, PREMIUM_PRODUCT_COUNT)} />
        <div className="mt-10 text-center">
          <Link
            to={localPath('/products')}
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-8 py-3 font-bold tracking-wide rtl:tracking-normal text-white shadow-sm hover:bg-brand-700"
          >
            {t('SEE ALL PRODUCTS')}
            <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </section>
  )
}
