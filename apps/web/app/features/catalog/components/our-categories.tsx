import type { Category } from '@gwp/contracts'

import { useI18n } from '#app/i18n/use-i18n'
import { Carousel, type PerViewRule } from './carousel'
import { CategoriesUnavailable } from './categories-unavailable'
import { CategoryCard, FIRST_SCREEN_CARDS } from './category-card'

/** docs/requirements/site.md#carousels: 1 at 768 px or narrower, 3 up to 1024 px, else 4. */
export const CATEGORY_CAROUSEL_PER_VIEW: PerViewRule = {
  base: 4,
  breakpoints: [
    { maxWidth: 768, count: 1 },
    { maxWidth: 1024, count: 3 },
  ],
}

/** The card's width in the carousel at each breakpoint (the page is at most 1280 px wide). */
const CAROUSEL_CARD_SIZES = '(max-width: 768px) 100vw, (max-width: 1024px) 33vw, 300px'

export interface OurCategoriesProps {
  /** The categories, or null when they could not be fetched. */
  categories: readonly Category[] | null
}

/** The home page's "Our Categories" carousel. */
export function OurCategories({ categories }: OurCategoriesProps) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="our-categories-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mb-8 text-center">
          <p className="text-sm font-semibold tracking-widest rtl:tracking-normal text-accent-600 uppercase">
            {t('Browse the range')}
          </p>
          <h2 id="our-categories-heading" className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">
            {t('Our Categories')}
          </h2>
        </div>
        {categories === null || categories.length === 0 ? (
          <CategoriesUnavailable failed={categories === null} />
        ) : (
          <Carousel
            label={t('Product categories')}
            items={categories}
            itemKey={(category) => category._id}
            perView={CATEGORY_CAROUSEL_PER_VIEW}
            previousLabel={t('Previous categories')}
            nextLabel={t('Next categories')}
            renderItem={(category, index) => (
              <CategoryCard
                category={category}
                sizes={CAROUSEL_CARD_SIZES}
                eager={index < FIRST_SCREEN_CARDS}
              />
            )}
          />
        )}
      </div>
    </section>
  )
}
