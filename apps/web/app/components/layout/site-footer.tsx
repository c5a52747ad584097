import { Mail, MapPin, Phone } from 'lucide-react'
import { Link } from 'react-router'

import {
  COMPANY_BLURB,
  COMPANY_NAME,
  COPYRIGHT_YEAR,
  FOOTER_LINKS,
  OFFICES,
  phoneText,
  telHref,
} from '#app/utils/company'
import { useI18n } from '#app/i18n/use-i18n'

export function SiteFooter() {
  const { t, localPath } = useI18n()
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-1">
          <p className="text-xl font-extrabold text-white">{COMPANY_NAME}</p>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{t(COMPANY_BLURB)}</p>
        </div>
        <nav aria-label={t('Footer')}>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('Explore')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={localPath(link.to)} className="hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {OFFICES.map((office) => (
          // The heading names the office outside its <address>: HTML allows no heading inside one.
          <div key={office.country} className="text-sm">
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
              {t('{country} office', { country: t(office.country) })}
            </h2>
            <address className="not-italic">
              <p className="mt-3 flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span>{t(office.address)}</span>
              </p>
              <p className="mt-2 flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <a href={`mailto:${office.email}`} dir="ltr" className="hover:text-white hover:underline">
                  {office.email}
                </a>
              </p>
              <p className="mt-2 flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <a href={telHref(office.phone)} dir="ltr" className="hover:text-white hover:underline">
                  {phoneText(office.phone)}
                </a>
              </p>
            </address>
          </div>
        ))}
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-slate-400">
        {t('© {year} {company}. All rights reserved.', { year: COPYRIGHT_YEAR, company: COMPANY_NAME })}
      </p>
    </footer>
  )
}
