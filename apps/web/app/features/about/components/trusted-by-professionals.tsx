import type { PartnerLogo } from '@gwp/contracts'
import { Handshake } from 'lucide-react'
import type { ReactNode } from 'react'

import { useI18n } from '#app/i18n/use-i18n'

/**
 * docs/requirements/site.md#carousels: 1 partner below 768 px, 2 below 1024 px, else 3 (`maxWidth` is
 * inclusive, so "below 768" is 767 px or narrower).
 */
export const PARTNER_CAROUSEL_PER_VIEW = {
  base: 3,
  breakpoints: [
    { maxWidth: 767, count: 1 },
    { maxWidth: 1023, count: 2 },
  ],
} as const

interface TrustedByProfessionalsProps {
  /** The logos, or null when they could not be fetched. */
  logos: readonly PartnerLogo[] | null
  /** The carousel of logos, shown when there are any. */
  children: ReactNode
}

/** The About page's "Trusted by Professionals" section; a short note instead when there are no logos. */
export function TrustedByProfessionals({ logos, children }: TrustedByProfessionalsProps) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="trusted-heading" className="border-t border-slate-200">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mb-10 text-center">
          <p className="text-sm font-semibold tracking-widest rtl:tracking-normal text-accent-600 uppercase">
            {t('Our partners')}
          </p>
          <h2 id="trusted-heading" className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">
            {t('Trusted by Professionals')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">
            {t(
              'Retailers, hotels, hospitals and facility teams in Pakistan and the Gulf clean with GWP every day.',
            )}
          </p>
        </div>
        {logos && logos.length > 0 ? (
          children
        ) : (
          <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
            <Handshake aria-hidden="true" className="h-10 w-10 text-brand-600" />
            <p className="mt-4 font-semibold text-brand-900">
              {logos === null
                ? t('Our partners could not be loaded just now.')
                : t('Ask our team for references from customers in your sector.')}
            </p>
          </div>
        )}
      </div>
    </section>
  )
}
