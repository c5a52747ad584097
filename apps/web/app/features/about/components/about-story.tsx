import { MapPin } from 'lucide-react'

import { useI18n } from '#app/i18n/use-i18n'
import { OFFICES } from '#app/utils/company'
import { AboutBlock } from './about-block'

/** The About page's "Who we are" block: what the company makes, for whom, and where. */
export function WhoWeAre() {
  const { t } = useI18n()
  return (
    <AboutBlock
      id="who-we-are-heading"
      eyebrow={t('About GWP')}
      title={t('Who we are')}
      image={{
        src: '/about-who-we-are.svg',
        alt: t('Our plant and GWP cleaning products, with our offices in Lahore and Dubai'),
      }}
      eager
    >
      <p>
        {t(
          'GWP is a manufacturer of professional cleaning products. We develop, blend and fill our own floor care, kitchen, bathroom, laundry and surface cleaners, and make the tools that go with them, so a customer can equip a whole cleaning team from one supplier.',
        )}
      </p>
      <p>
        {t(
          'Our formulas are made at our plant in Lahore, Pakistan, and our office in Dubai, UAE serves customers across the Gulf. Hotels, hospitals, offices, schools, restaurants and facility-management companies rely on us for products that work, in the pack sizes they need, delivered on time and backed by people who understand cleaning.',
        )}
      </p>
      {/* Named as a group around the list: screen readers announce a group's name, and few a list's. */}
      <div role="group" aria-label={t('Our offices')}>
        <ul className="flex flex-wrap gap-3 pt-2">
          {OFFICES.map((office) => (
            <li
              key={office.country}
              className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800"
            >
              <MapPin aria-hidden="true" className="h-4 w-4 text-brand-600" />
              {t('{city}, {country}', { city: t(office.city), country: t(office.country) })}
            </li>
          ))}
        </ul>
      </div>
    </AboutBlock>
  )
}

/** The About page's "Our commitment to quality" block: how every batch is made and checked. */
export function QualityCommitment() {
  const { t } = useI18n()
  return (
    <div className="bg-slate-50">
      <AboutBlock
        id="quality-heading"
        eyebrow={t('How we work')}
        title={t('Our commitment to quality')}
        image={{ src: '/about-quality.svg', alt: t('A laboratory flask, a checklist and a quality seal') }}
        imageFirst
      >
        <p>
          {t(
            'Every batch is made to a written specification and tested in our own laboratory before it leaves the plant. We measure pH, active content, viscosity and fragrance against the standard, and keep a retained sample of each batch so any bottle can be traced back to the day it was made.',
          )}
        </p>
        <p>
          {t(
            'We buy raw materials only from approved suppliers, try new formulas on real surfaces before they reach a customer, and print clear dilution, safety and first-aid instructions on every label. The result is a product that cleans the same way every time, in a hotel lobby in Dubai or a hospital ward in Lahore.',
          )}
        </p>
      </AboutBlock>
    </div>
  )
}
