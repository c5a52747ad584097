import { getPartnerLogos } from '#app/features/about/api/get-partner-logos'
import { QualityCommitment, WhoWeAre } from '#app/features/about/components/about-story'
import { OurGoals } from '#app/features/about/components/our-goals'
import { PartnerLogoCard } from '#app/features/about/components/partner-logo-card'
import {
  PARTNER_CAROUSEL_PER_VIEW,
  TrustedByProfessionals,
} from '#app/features/about/components/trusted-by-professionals'
import { Carousel } from '#app/features/catalog/components/carousel'
import { PageBanner } from '#app/features/catalog/components/page-banner'
import { pageMeta } from '#app/utils/meta'
import type { Route } from './+types/about'

/** The partner logos for the Trusted by Professionals carousel; null when they could not be fetched. */
export async function loader({ context }: Route.LoaderArgs) {
  return { partnerLogos: await getPartnerLogos(context) }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(
    {
      title: 'About',
      description:
        'GWP makes professional cleaning products in Lahore, Pakistan and serves the Gulf from Dubai, UAE: who we are, how we test every batch, and what drives us.',
      path: '/about',
    },
    { matches, location },
  )

export default function About({ loaderData }: Route.ComponentProps) {
  const { partnerLogos } = loaderData
  return (
    <>
      <PageBanner title="About Us" crumbs={[{ label: 'Home', to: '/' }, { label: 'About' }]}>
        <p className="mt-4 max-w-2xl text-lg text-white/90">
          Cleaning products made in-house in Lahore and delivered across Pakistan and the Gulf from Dubai.
        </p>
      </PageBanner>
      <WhoWeAre />
      <QualityCommitment />
      <OurGoals />
      <TrustedByProfessionals logos={partnerLogos}>
        <Carousel
          label="Partner logos"
          items={partnerLogos ?? []}
          itemKey={(logo) => logo.id}
          perView={PARTNER_CAROUSEL_PER_VIEW}
          previousLabel="Previous partners"
          nextLabel="Next partners"
          renderItem={(logo) => <PartnerLogoCard logo={logo} />}
        />
      </TrustedByProfessionals>
    </>
  )
}
