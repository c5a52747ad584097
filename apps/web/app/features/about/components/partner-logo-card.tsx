import type { PartnerLogo } from '@gwp/contracts'

import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { fallbackLang } from '#app/i18n/fallback-lang'

/** A logo's width in the partner carousel: 1 / 2 / 3 across inside the 1280 px page. */
const PARTNER_LOGO_SIZES = '(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 400px'

/**
 * One partner's logo on a white card; the image is fetched from the API host at `/{image}`. Its alt
 * text is the partner's name, `lang="en"` when the API had no translation of it.
 */
export function PartnerLogoCard({ logo }: { logo: PartnerLogo }) {
  return (
    <div
      lang={fallbackLang(logo, 'name')}
      className="flex h-full items-center justify-center rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <ResponsiveImage
        path={logo.image}
        alt={logo.name}
        width={400}
        height={200}
        sizes={PARTNER_LOGO_SIZES}
        className="aspect-[2/1] h-auto w-full object-contain"
      />
    </div>
  )
}
