import { ExploreBlock } from '../../features/home/components/explore-block'
import { HeroSlider } from '../../features/home/components/hero-slider'
import { pageMeta } from '../../utils/meta'
import type { Route } from './+types/home'

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

export default function Home() {
  return (
    <>
      <HeroSlider />
      <ExploreBlock />
    </>
  )
}
