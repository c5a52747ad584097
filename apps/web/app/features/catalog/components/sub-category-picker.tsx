import type { SubCategory } from '@gwp/contracts'
import { Check } from 'lucide-react'
import { Link } from 'react-router'

import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { categoryPath } from '#app/features/catalog/utils/catalog-paths'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'
import { Carousel, type PerViewRule } from './carousel'

/** docs/requirements/site.md#carousels: 1 at 425 px or narrower, 2 up to 768, 3 up to 1024, else 4. */
export const SUB_CATEGORY_CAROUSEL_PER_VIEW: PerViewRule = {
  base: 4,
  breakpoints: [
    { maxWidth: 425, count: 1 },
    { maxWidth: 768, count: 2 },
    { maxWidth: 1024, count: 3 },
  ],
}

/** A card's width at each breakpoint (the page is at most 1280 px wide). */
const CARD_SIZES = '(max-width: 425px) 100vw, (max-width: 768px) 50vw, (max-width: 1024px) 33vw, 300px'

interface SubCategoryPickerProps {
  category: { _id: string; name: string }
  /** `untranslated`: the fields the API left in English on an Urdu or Arabic page. */
  subCategories: ReadonlyArray<
    Pick<SubCategory, '_id' | 'name' | 'image'> & { untranslated?: readonly string[] }
  >
  /** The sub-category whose products the grid shows (or is loading). */
  selectedId: string | null
}

/**
 * The category's sub-categories in a wrap-around carousel. Each is a link to this page with that
 * sub-category chosen and page 1, so the choice is in the URL; the chosen one is marked current.
 */
export function SubCategoryPicker({ category, subCategories, selectedId }: SubCategoryPickerProps) {
  const { t, localPath } = useI18n()
  const selectedIndex = subCategories.findIndex((sub) => sub._id === selectedId)
  return (
    <section aria-labelledby="sub-categories-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="sub-categories-heading" className="mb-4 text-xl font-bold text-brand-900 md:text-2xl">
          {t('Sub-categories')}
        </h2>
        {subCategories.length === 0 ? (
          <p className="text-slate-600">{t('No sub-categories in this category yet.')}</p>
        ) : (
          <Carousel
            label={t('{name} sub-categories', { name: category.name })}
            items={subCategories}
            itemKey={(sub) => sub._id}
            perView={SUB_CATEGORY_CAROUSEL_PER_VIEW}
            startAt={Math.max(selectedIndex, 0)}
            previousLabel={t('Previous sub-categories')}
            nextLabel={t('Next sub-categories')}
            renderItem={(sub) => (
              <SubCategoryCard
                sub={sub}
                to={localPath(categoryPath(category, { sub: sub._id }))}
                selected={sub._id === selectedId}
              />
            )}
          />
        )}
      </div>
    </section>
  )
}

function SubCategoryCard({
  sub,
  to,
  selected,
}: {
  sub: Pick<SubCategory, 'name' | 'image'> & { untranslated?: readonly string[] }
  to: string
  selected: boolean
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={selected ? 'true' : undefined}
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border-2 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md ${
        selected ? 'border-brand-600 ring-4 ring-brand-100' : 'border-transparent hover:border-brand-100'
      }`}
    >
      <div className="aspect-[4/3] overflow-hidden bg-brand-50">
        <ResponsiveImage
          path={sub.image}
          alt=""
          width={400}
          height={300}
          sizes={CARD_SIZES}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 items-center justify-between gap-2 px-4 py-3">
        <span
          lang={fallbackLang(sub, 'name')}
          className={`font-semibold ${selected ? 'text-brand-700' : 'text-brand-900'}`}
        >
          {sub.name}
        </span>
        {selected && (
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
            <Check aria-hidden="true" className="h-4 w-4" />
          </span>
        )}
      </div>
    </Link>
  )
}
