import { PageBanner } from '#app/features/catalog/components/page-banner'
import { getCategories } from '#app/features/catalog/api/get-categories'
import { getSubCategoryCount } from '#app/features/catalog/api/get-sub-category-count'
import { CategoryCard, FIRST_SCREEN_CARDS } from '#app/features/catalog/components/category-card'
import { CategoriesUnavailable } from '#app/features/catalog/components/categories-unavailable'
import { CatalogForm } from '#app/features/enquiries/components/catalog-form'
import { pageMeta } from '#app/utils/meta'
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
    })),
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    {
      title: 'Products',
      description:
        'Browse every GWP product category: floor care, kitchen, bathroom, laundry, surface cleaners and cleaning tools for professional and home use.',
      path: '/products',
    },
    { matches, location },
  )

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData
  return (
    <>
      <PageBanner title="Our Products" crumbs={[{ label: 'Home', to: '/' }, { label: 'Products' }]}>
        <p className="mt-4 max-w-2xl text-lg text-white/90">
          Professional cleaning chemicals and tools, made in-house and grouped by what they clean.
        </p>
      </PageBanner>
      <section aria-labelledby="all-categories-heading" className="mx-auto max-w-7xl px-4 py-14">
        <div className="mb-8 flex flex-col gap-2 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">
              Browse by category
            </p>
            <h2 id="all-categories-heading" className="mt-2 text-3xl font-extrabold text-brand-900">
              All Categories
            </h2>
          </div>
          {categories && categories.length > 0 && (
            <p className="text-slate-600">
              {categories.length} {categories.length === 1 ? 'category' : 'categories'}
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
