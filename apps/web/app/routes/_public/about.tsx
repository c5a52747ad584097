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
import { useI18n } from '#app/i18n/use-i18n'
import { metaTranslator, pageMeta } from '#app/utils/meta'
import type { Route } from './+types/about'

/** The partner logos for the Trusted by Professionals carousel; null when they could not be fetched. */
export async function loader({ context }: Route.LoaderArgs) {
  return { partnerLogos: await getPartnerLogos(context) }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = metaTranslator({ location })
  return pageMeta(
    {
      title: t('About'),
      description: t(
        'GWP makes professional cleaning products in Lahore, Pakistan and serves the Gulf from Dubai, UAE: who we are, how we test every batch, and what drives us.',
      ),
      path: '/about',
    },
    { matches, location },
  )
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { partnerLogos } = loaderData
  const { t } = useI18n()
  return (
    <>
      <PageBanner title={t('About Us')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('About') }]}>
        <p className="mt-4 max-w-2xl text-lg text-white/90">
          {t(
            'Cleaning products made in-house in Lahore and delivered across Pakistan and the Gulf from Dubai.',
          )}
        </p>
      </PageBanner>
      <WhoWeAre />
      <QualityCommitment />
      <OurGoals />
      <TrustedByProfessionals logos={partnerLogos}>
        <Carousel
          label={t('Partner logos')}
          items={partnerLogos ?? []}
          itemKey={(logo) => logo.id}
          perView={PARTNER_CAROUSEL_PER_VIEW}
          previousLabel={t('Previous partners')}
          nextLabel={t('Next partners')}
          renderItem={(logo) => <PartnerLogoCard logo={logo} />}
        />
      </TrustedByProfessionals>
    </>
  )
}
