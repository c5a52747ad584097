import type { Category } from '@gwp/contracts'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { categoryLabel, categoryPath } from '#app/features/catalog/utils/catalog-paths'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'

/** `sizes` for a card in a 1 / 2 / 3 / 4-column grid inside the 1280 px page. */
export const CATEGORY_GRID_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/** Cards in the first screenful at the widest layout (4 across): their images are not lazy. */
export const FIRST_SCREEN_CARDS = 4

export interface CategoryCardProps {
  /** `untranslated`: the fields the API left in English on an Urdu or Arabic page. */
  category: Pick<Category, '_id' | 'name' | 'image'> & { untranslated?: readonly string[] }
  /** Sub-categories in this category; left out when unknown (the line is not shown). */
  subCategoryCount?: number | null
  /** The image's `sizes`: how wide the card is drawn; defaults to a 1 to 4-column grid. */
  sizes?: string
  /** In the first screenful (a phone shows the first card): its image loads without waiting. */
  eager?: boolean
}

/**
 * A category: its picture, name (`Under Review` when empty) and sub-category count, the whole card
 * linking to `/categoryShow/{name}?id={id}` (docs/requirements/categories.md#products-page).
 */
export function CategoryCard({
  category,
  subCategoryCount,
  sizes = CATEGORY_GRID_SIZES,
  eager = false,
}: CategoryCardProps) {
  const { t, localPath } = useI18n()
  // A blank name shows `Under Review`, in the page's language; a real name is the API's.
  const label = categoryLabel(category.name)
  const named = label === category.name
  const name = named ? label : t(label)
  return (
    <Link
      to={localPath(categoryPath(category))}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-100 hover:shadow-lg"
    >
      <div className="aspect-[4/3] overflow-hidden bg-brand-50">
        <ResponsiveImage
          path={category.image}
          alt=""
          width={400}
          height={300}
          sizes={sizes}
          eager={eager}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 items-end justify-between gap-3 p-4">
        <div className="min-w-0">
          <h3
            lang={named ? fallbackLang(category, 'name') : undefined}
            className="text-lg font-bold break-words text-brand-900 group-hover:text-brand-700"
          >
            {name}
          </h3>
          {typeof subCategoryCount === 'number' && (
            <p className="mt-1 text-sm text-slate-600">
              {t('{count, plural, one {# sub-category} other {# sub-categories}}', {
                count: subCategoryCount,
              })}
            </p>
          )}
        </div>
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white"
        >
          <ArrowRight className="h-4 w-4 rtl:-scale-x-100" />
        </span>
      </div>
    </Link>
  )
}
