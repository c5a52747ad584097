import { useLocation, useNavigation } from 'react-router'

import { getCategoryPage } from '#app/features/catalog/api/get-category-page.server'
import { CategoryProducts } from '#app/features/catalog/components/category-products'
import { PageBanner } from '#app/features/catalog/components/page-banner'
import { SubCategoryPicker } from '#app/features/catalog/components/sub-category-picker'
import { categoryPath } from '#app/features/catalog/utils/catalog-paths'
import { pageMeta } from '#app/utils/meta'
import type { Route } from './+types/category'

export async function loader({ request, context }: Route.LoaderArgs) {
  return getCategoryPage(context, new URL(request.url))
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  if (!data) {
    return pageMeta(
      { title: 'Page not found', description: 'The page you are looking for does not exist.', noIndex: true },
      { matches, location },
    )
  }
  const { category } = data
  return pageMeta(
    {
      title: category.name,
      description: category.description || `${category.name} products by GWP.`,
      // One canonical URL per category, whichever sub-category or page is shown.
      path: categoryPath(category),
    },
    { matches, location },
  )
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, subCategories, selectedSubCategoryId, products, paging } = loaderData
  const location = useLocation()
  const navigation = useNavigation()
  // Only a navigation to this same page (another sub-category or page) dims the grid.
  const pending = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const pendingSub = pending ? new URLSearchParams(navigation.location.search).get('sub') : null
  const selected = subCategories.find((sub) => sub._id === selectedSubCategoryId) ?? null

  return (
    <>
      <PageBanner
        title={category.name}
        crumbs={[{ label: 'Products', to: '/products' }, { label: category.name }]}
      >
        {category.description && (
          <p className="mt-3 max-w-2xl text-lg text-white/90">{category.description}</p>
        )}
      </PageBanner>

      <SubCategoryPicker
        category={category}
        subCategories={subCategories}
        selectedId={pendingSub ?? selectedSubCategoryId}
      />

      <CategoryProducts
        category={category}
        subCategory={selected}
        products={products}
        paging={paging}
        loading={pending}
      />
    </>
  )
}
