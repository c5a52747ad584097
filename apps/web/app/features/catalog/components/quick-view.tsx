import type { Product } from '@gwp/contracts'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { Modal } from '#app/components/ui/modal'
import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { productPath } from '#app/features/catalog/utils/catalog-paths'
import { cutText } from '#app/features/catalog/utils/cut-text'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'

/** Characters of the description the quick view shows; the detail page has the rest. */
export const QUICK_VIEW_BLURB_LENGTH = 220

/**
 * `untranslated` (on the product and on its category) names the fields the API left in English on an
 * Urdu or Arabic page.
 */
export type QuickViewProduct = Pick<Product, '_id' | 'name' | 'images' | 'capacity' | 'description'> & {
  category: Product['category'] & { untranslated?: readonly string[] }
  untranslated?: readonly string[]
}

export interface QuickViewProps {
  product: QuickViewProduct
  open: boolean
  onClose: () => void
}

/**
 * A product at a glance (docs/requirements/products.md#quick-view): image, name, capacity, a blurb and a link
 * to the detail page. On the native dialog: Escape, the X button and a backdrop click close it, focus
 * stays inside while open and returns to the button that opened it. The dialog inherits the page's
 * direction, so in Urdu and Arabic the picture is on the right and the text reads from the right.
 */
export function QuickView({ product, open, onClose }: QuickViewProps) {
  const { t, localPath } = useI18n()
  return (
    <Modal
      open={open}
      title={product.name}
      onClose={onClose}
      size="lg"
      closeLabel={t('Close')}
      titleLang={fallbackLang(product, 'name')}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="aspect-square overflow-hidden rounded-xl bg-slate-50">
          <ResponsiveImage
            path={product.images[0]}
            alt={product.name}
            width={400}
            height={400}
            sizes="(min-width: 768px) 360px, calc(100vw - 5rem)"
            className="h-full w-full object-cover"
          />
        </div>
        <div className="flex flex-col">
          {product.category.name && (
            <p
              lang={fallbackLang(product.category, 'name')}
              className="text-xs font-semibold tracking-widest rtl:tracking-normal text-brand-600 uppercase"
            >
              {product.category.name}
            </p>
          )}
          {product.capacity && (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{t('Capacity:')}</span>{' '}
              <span dir="ltr">{product.capacity}</span>
            </p>
          )}
          <p lang={fallbackLang(product, 'description')} className="mt-4 leading-relaxed text-slate-700">
            {cutText(product.description, QUICK_VIEW_BLURB_LENGTH)}
          </p>
          <Link
            to={localPath(productPath(product._id))}
            className="mt-6 inline-flex w-fit items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 md:mt-auto"
          >
            {t('View Full Details')}
            <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </Modal>
  )
}
