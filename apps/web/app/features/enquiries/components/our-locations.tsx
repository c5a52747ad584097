import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react'

import { useI18n } from '#app/i18n/use-i18n'
import { OFFICES, phoneText, telHref } from '#app/utils/company'

type Office = (typeof OFFICES)[number]

/** WhatsApp's click-to-chat link takes the number as digits only, country code first. */
const chatHref = (office: Office) => `https://wa.me/${office.whatsapp.replace(/\D/g, '')}`

const LINK =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 transition hover:border-brand-600 hover:bg-brand-600 hover:text-white'

/**
 * The contact page's Our Locations block (docs/requirements/site.md#contact): the Pakistan and UAE offices
 * with e-mail, phone and chat links and the address, from the same list the footer shows. Addresses
 * and numbers keep their left-to-right order inside Urdu and Arabic text.
 */
export function OurLocations() {
  const { t } = useI18n()
  return (
    <section aria-labelledby="locations-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mb-10 text-center">
          <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">
            {t('Visit or call us')}
          </p>
          <h2 id="locations-heading" className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">
            {t('Our Locations')}
          </h2>
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {OFFICES.map((office) => (
            <li key={office.country}>
              <article
                aria-labelledby={`office-${office.country}`}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8"
              >
                <h3 id={`office-${office.country}`} className="text-2xl font-bold text-brand-900">
                  {t(office.country)}
                </h3>
                <p className="mt-1 font-semibold text-brand-600">{t(office.city)}</p>
                <address className="mt-4 flex gap-2 text-slate-700 not-italic">
                  <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                  <span>{t(office.address)}</span>
                </address>
                <div className="mt-6 flex flex-wrap gap-3">
                  <a
                    href={`mailto:${office.email}`}
                    className={LINK}
                    aria-label={t('Email {country} office, {email}', {
                      country: t(office.country),
                      email: office.email,
                    })}
                  >
                    <Mail aria-hidden="true" className="h-4 w-4" />
                    <bdi dir="ltr">{office.email}</bdi>
                  </a>
                  <a
                    href={telHref(office.phone)}
                    className={LINK}
                    aria-label={t('Call {country} office, {phone}', {
                      country: t(office.country),
                      phone: office.phone,
                    })}
                  >
                    <Phone aria-hidden="true" className="h-4 w-4" />
                    <bdi dir="ltr">{phoneText(office.phone)}</bdi>
                  </a>
                  <a
                    href={chatHref(office)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={LINK}
                    aria-label={t('Chat on WhatsApp with the {country} office (opens in a new tab)', {
                      country: t(office.country),
                    })}
                  >
                    <MessageCircle aria-hidden="true" className="h-4 w-4" />
                    {t('Chat on WhatsApp')}
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
