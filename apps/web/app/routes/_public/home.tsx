import { ExploreBlock } from '../../features/home/components/explore-block'
import { HeroSlider } from '../../features/home/components/hero-slider'
import { pageMeta } from '../../utils/meta'

export const meta = () =>
  pageMeta({
    title: 'GWP',
    description:
      'GWP makes professional cleaning products in Pakistan and the UAE: floor care, kitchen, bathroom, laundry and surface cleaners for businesses and homes.',
    path: '/',
  })

export default function Home() {
  return (
    <>
      <HeroSlider />
      <ExploreBlock />
    </>
  )
}
