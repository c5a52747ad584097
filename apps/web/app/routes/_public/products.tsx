import { PageBanner } from '#app/features/catalog/components/page-banner'
import { getCategories } from '#app/features/catalog/api/get-categories'
import { getSubCategoryCount } from '#app/features/catalog/api/get-sub-category-count'
import { CategoryCard, FIRST_SCREEN_CARDS } from '#app/features/catalog/components/category-card'
import { CategoriesUnavailable } from '#app/features/catalog/components/categories-unavailable'
import { CatalogForm } from '#app/features/enquiries/components/catalog-form'
import { untranslatedOf } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'
import { metaTranslator, pageMeta } from '#app/utils/meta'
import type { Route } from './+types/products'

/** Every category with its sub-category count; the counts are fetched side by side. */
export async function loader({ context }: Route.LoaderArgs) {
  const categories = await getCategories(context)
  if (!categories) return { categories: null }
  const counts = await Promise.all(categories.map((category) => getSubCategoryCount(context, category._id)))
  return {
    categories: categories.map((category, index) => ({
      _id: category._id,
      name: category.name,
      image: category.image,
      subCategoryCount: counts[index] ?? null,
      untranslated: untranslatedOf(category),
    })),
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = metaTranslator({ location })
  return pageMeta(
    {
      title: t('Products'),
      description: t(
        'Browse every GWP product category: floor care, kitchen, bathroom, laundry, surface cleaners and cleaning tools for professional and home use.',
      ),
      path: '/products',
    },
    { matches, location },
  )
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData
  const { t } = useI18n()
  return (
    <>
      <PageBanner
        title={t('Our Products')}
        crumbs={[{ label: t('Home'), to: '/' }, { label: t('Products') }]}
      >
        <p className="mt-4 max-w-2xl text-lg text-white/90">
          {t('Professional cleaning chemicals and tools, made in-house and grouped by what they clean.')}
        </p>
      </PageBanner>
      <section aria-labelledby="all-categories-heading" className="mx-auto max-w-7xl px-4 py-14">
        <div className="mb-8 flex flex-col gap-2 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-widest rtl:tracking-normal text-accent-600 uppercase">
              {t('Browse by category')}
            </p>
            <h2 id="all-categories-heading" className="mt-2 text-3xl font-extrabold text-brand-900">
              {t('All Categories')}
            </h2>
          </div>
          {categories && categories.length > 0 && (
            <p className="text-slate-600">
              {t('{count, plural, one {# category} other {# categories}}', { count: categories.length })}
            </p>
          )}
        </div>
        {categories === null || categories.length === 0 ? (
          <CategoriesUnavailable failed={categories === null} />
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {categories.map((category, index) => (
              <li key={category._id}>
                <CategoryCard
                  category={category}
                  subCategoryCount={category.subCategoryCount}
                  eager={index < FIRST_SCREEN_CARDS}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CatalogForm />
    </>
  )
}
