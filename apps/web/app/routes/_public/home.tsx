import { getCategories } from '../../features/catalog/api/get-categories'
import { getPremiumProducts } from '../../features/catalog/api/get-premium-products'
import { OurCategories } from '../../features/catalog/components/our-categories'
import { PremiumProducts } from '../../features/catalog/components/premium-products'
import { CatalogForm } from '../../features/enquiries/components/catalog-form'
import { QuoteSection } from '../../features/enquiries/components/quote-section'
import { ExploreBlock } from '../../features/home/components/explore-block'
import { HeroSlider } from '../../features/home/components/hero-slider'
import { Splash } from '../../features/home/components/splash'
import { pageMeta } from '../../utils/meta'
import type { Route } from './+types/home'

/** The categories carousel and the premium products, fetched side by side. */
export async function loader({ context }: Route.LoaderArgs) {
  const [categories, products] = await Promise.all([getCategories(context), getPremiumProducts(context)])
  return { categories, products }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: 'GWP',
      description:
        'GWP makes professional cleaning products in Pakistan and the UAE: floor care, kitchen, bathroom, laundry and surface cleaners for businesses and homes.',
      path: '/',
    },
    matches,
  )

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
