import { getCategories } from '#app/features/catalog/api/get-categories'
import { getPremiumProducts } from '#app/features/catalog/api/get-premium-products'
import { OurCategories } from '#app/features/catalog/components/our-categories'
import { PremiumProducts } from '#app/features/catalog/components/premium-products'
import { CatalogForm } from '#app/features/enquiries/components/catalog-form'
import { QuoteSection } from '#app/features/enquiries/components/quote-section'
import { ExploreBlock } from '#app/features/home/components/explore-block'
import { HeroSlider } from '#app/features/home/components/hero-slider'
import { Splash } from '#app/features/home/components/splash'
import { metaTranslator, pageMeta } from '#app/utils/meta'
import type { Route } from './+types/home'

/** The categories carousel and the premium products, fetched side by side. */
export async function loader({ context }: Route.LoaderArgs) {
  const [categories, products] = await Promise.all([getCategories(context), getPremiumProducts(context)])
  return { categories, products }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = metaTranslator({ location })
  return pageMeta(
    {
      title: 'GWP',
      description: t(
        'GWP makes professional cleaning products in Pakistan and the UAE: floor care, kitchen, bathroom, laundry and surface cleaners for businesses and homes.',
      ),
      path: '/',
    },
    { matches, location },
  )
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Splash />
      <HeroSlider />
      <OurCategories categories={loaderData.categories} />
      <ExploreBlock />
      <PremiumProducts products={loaderData.products} />
      <QuoteSection />
      <CatalogForm />
    </>
  )
}
