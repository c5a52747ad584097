import { useLocation, useNavigation } from 'react-router'

import { getCategoryPage } from '#app/features/catalog/api/get-category-page.server'
import { CategoryProducts } from '#app/features/catalog/components/category-products'
import { PageBanner } from '#app/features/catalog/components/page-banner'
import { SubCategoryPicker } from '#app/features/catalog/components/sub-category-picker'
import { categoryPath } from '#app/features/catalog/utils/catalog-paths'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'
import { metaTranslator, pageMeta } from '#app/utils/meta'
import type { Route } from './+types/category'

export async function loader({ request, context }: Route.LoaderArgs) {
  return getCategoryPage(context, new URL(request.url))
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const t = metaTranslator({ location })
  if (!data) {
    return pageMeta(
      {
        title: t('Page not found'),
        description: t('The page you are looking for does not exist.'),
        noIndex: true,
      },
      { matches, location },
    )
  }
  const { category } = data
  return pageMeta(
    {
      title: category.name,
      description: category.description || t('{name} products by GWP.', { name: category.name }),
      // One canonical URL per category, whichever sub-category or page is shown.
      path: categoryPath(category),
      paths: Object.fromEntries(
        Object.entries(category.namesByLanguage).map(([language, name]) => [
          language,
          categoryPath({ _id: category._id, name }),
        ]),
      ),
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
  const { t } = useI18n()
  const nameLang = fallbackLang(category, 'name')

  return (
    <>
      <PageBanner
        title={category.name}
        titleLang={nameLang}
        crumbs={[
          { label: t('Products'), to: '/products' },
          { label: category.name, lang: nameLang },
        ]}
      >
        {category.description && (
          <p lang={fallbackLang(category, 'description')} className="mt-3 max-w-2xl text-lg text-white/90">
            {category.description}
          </p>
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
