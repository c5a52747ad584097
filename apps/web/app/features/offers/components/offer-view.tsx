import { API_PATHS, COMPANY_NAME, COMPANY_TAGLINE, fillPath, OFFICES, type PublicOffer } from '@gwp/contracts'
import { ArrowDown, Download, Mail, Phone } from 'lucide-react'
import { Link } from 'react-router'

import { customerStatus, issuedDay, offerDate } from '#app/features/offers/utils/offer-format'
import { richMessage } from '#app/i18n/rich-message'
import { useI18n } from '#app/i18n/use-i18n'
import { phoneText, telHref } from '#app/utils/company'
import { Money, OfferLines } from './offer-lines'

/** Where the answer forms start; the banner's "Accept or decline" link jumps there. */
export const ANSWER_SECTION_ID = 'answer'

/** One of the banner's key figures: a row of one box on a phone, a box of its own from tablet width. */
const FIGURE =
  'flex items-center justify-between gap-3 px-4 py-3 sm:block sm:rounded-xl sm:bg-white/10 sm:ring-1 sm:ring-white/15'
const FIGURE_LABEL = 'text-sm text-white/80'

const LABEL = 'text-xs font-semibold tracking-widest text-brand-700 uppercase'

/**
 * The top of the customer's offer page: the page's one heading, the figures a customer looks for
 * first (total, validity, where the offer stands) and the PDF.
 */
export function OfferHeader({ offer, token }: { offer: PublicOffer; token: string }) {
  const { t, language } = useI18n()
  const chip = offer.open
    ? 'bg-amber-100 text-amber-900'
    : offer.status === 'accepted'
      ? 'bg-green-100 text-green-900'
      : 'bg-slate-100 text-slate-800'
  return (
    <section
      aria-labelledby="offer-heading"
      className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white"
    >
      <div className="mx-auto max-w-5xl px-4 py-8 md:py-12">
        <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">
          {t('Quotation from {company}', { company: COMPANY_NAME })}
        </p>
        <h1 id="offer-heading" className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">
          {richMessage(t, 'Quotation {title}', {
            title: (
              <bdi dir="ltr" className="whitespace-nowrap">
                {offer.title}
              </bdi>
            ),
          })}
        </h1>
        <p className="mt-2 text-white/90 wrap-anywhere">
          {richMessage(t, 'Prepared for {name}', { name: <bdi>{offer.customer.fullName}</bdi> })}
        </p>

        <dl className="mt-6 divide-y divide-white/15 rounded-xl bg-white/10 ring-1 ring-white/15 sm:grid sm:grid-cols-3 sm:gap-4 sm:divide-y-0 sm:bg-transparent sm:ring-0">
          <div className={FIGURE}>
            <dt className={FIGURE_LABEL}>{t('Total')}</dt>
            <dd className="text-xl font-extrabold sm:mt-0.5 sm:text-2xl">
              <Money currency={offer.currency} amount={offer.total} />
            </dd>
          </div>
          <div className={FIGURE}>
            <dt className={FIGURE_LABEL}>{t('Valid until')}</dt>
            <dd className="font-bold sm:mt-0.5 sm:text-xl">{offerDate(offer.validUntil, language)}</dd>
          </div>
          <div className={FIGURE}>
            <dt className={FIGURE_LABEL}>{t('Status')}</dt>
            <dd className="sm:mt-1.5">
              <span className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${chip}`}>
                {t(customerStatus(offer.status))}
              </span>
            </dd>
          </div>
        </dl>

        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href={fillPath(API_PATHS.offer.pdf, { token })}
            download
            className="inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('Download PDF')}
          </a>
          {offer.open && (
            <a
              href={`#${ANSWER_SECTION_ID}`}
              className="inline-flex items-center gap-2 rounded-full border border-white/70 px-5 py-2.5 font-semibold text-white transition hover:bg-white/10"
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
              {t('Accept or decline')}
            </a>
          )}
        </div>
      </div>
    </section>
  )
}

/** The company and both offices, as the PDF's letterhead prints them. */
function Letterhead() {
  const { t } = useI18n()
  return (
    <div className="flex flex-col gap-6 border-b-4 border-brand-600 p-5 sm:p-8 lg:flex-row lg:justify-between">
      <div className="flex items-center gap-3">
        <img src="/favicon.svg" alt="" width={48} height={48} className="h-12 w-12" />
        <div>
          <p className="text-2xl font-extrabold tracking-wide text-brand-800">{COMPANY_NAME}</p>
          <p className="text-sm text-slate-500">{t(COMPANY_TAGLINE)}</p>
        </div>
      </div>
      {/* Named as a group around the list: screen readers announce a group's name, and few a list's. */}
      <div role="group" aria-label={t('Our offices')} className="lg:max-w-xl">
        <ul className="grid gap-4 text-sm sm:grid-cols-2">
          {OFFICES.map((office) => (
            <li key={office.country}>
              <p className={LABEL}>{t(office.country)}</p>
              <address className="mt-1 text-slate-700 not-italic">
                {t(office.address)}
                <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5">
                  <a
                    href={telHref(office.phone)}
                    className="inline-flex items-center gap-1 text-slate-600 hover:text-brand-700 hover:underline"
                  >
                    <Phone aria-hidden="true" className="h-3.5 w-3.5" />
                    <bdi dir="ltr">{phoneText(office.phone)}</bdi>
                  </a>
                  <a
                    href={`mailto:${office.email}`}
                    className="inline-flex items-center gap-1 text-slate-600 hover:text-brand-700 hover:underline"
                  >
                    <Mail aria-hidden="true" className="h-3.5 w-3.5" />
                    <bdi dir="ltr">{office.email}</bdi>
                  </a>
                </span>
              </address>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** Whom the offer is for, and its reference and dates beside it. */
function Addressee({ offer }: { offer: PublicOffer }) {
  const { t, language } = useI18n()
  const { customer } = offer
  const details: Array<[string, React.ReactNode]> = [
    [
      t('Quotation no.'),
      <bdi key="title" dir="ltr">
        {offer.title}
      </bdi>,
    ],
    [t('Issued'), offerDate(issuedDay(offer.createdAt), language)],
    [t('Valid until'), offerDate(offer.validUntil, language)],
    [t('Currency'), offer.currency],
  ]
  return (
    <div className="grid gap-6 p-5 sm:p-8 md:grid-cols-[1fr_18rem]">
      <section aria-labelledby="prepared-for-heading" className="min-w-0">
        <h2 id="prepared-for-heading" className={LABEL}>
          {t('Prepared for')}
        </h2>
        <p className="mt-2 text-lg font-bold text-slate-900 wrap-anywhere">
          <bdi>{customer.fullName}</bdi>
        </p>
        {customer.address.trim() !== '' && (
          <p className="mt-1 whitespace-pre-line text-slate-700 wrap-anywhere">{customer.address}</p>
        )}
        {customer.email.trim() !== '' && (
          <p className="mt-1 text-slate-700 wrap-anywhere">
            <bdi dir="ltr">{customer.email}</bdi>
          </p>
        )}
      </section>
      <dl className="self-start rounded-lg border-s-4 border-brand-600 bg-slate-50 px-4 py-3 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-1">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-end font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

function Totals({ offer }: { offer: PublicOffer }) {
  const { t } = useI18n()
  const tax =
    offer.taxName === null
      ? null
      : offer.taxPercent === null
        ? offer.taxName
        : `${offer.taxName} ${offer.taxPercent} %`
  return (
    <div className="mt-6 flex justify-end">
      <dl className="w-full text-sm sm:max-w-sm">
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-slate-600">{t('Subtotal')}</dt>
          <dd className="font-medium">
            <Money currency={offer.currency} amount={offer.subtotal} />
          </dd>
        </div>
        {tax !== null && (
          <div className="flex justify-between gap-4 py-1.5">
            <dt className="text-slate-600">{tax}</dt>
            <dd className="font-medium">
              <Money currency={offer.currency} amount={offer.tax} />
            </dd>
          </div>
        )}
        <div className="mt-2 flex items-baseline justify-between gap-4 rounded-lg bg-brand-900 px-4 py-3 text-white">
          <dt className="font-semibold">{t('Total')}</dt>
          <dd className="text-lg font-extrabold">
            <Money currency={offer.currency} amount={offer.total} />
          </dd>
        </div>
      </dl>
    </div>
  )
}

function Terms({ offer }: { offer: PublicOffer }) {
  const { t } = useI18n()
  const sections: Array<[string, string]> = [
    [t('Payment terms'), offer.paymentTerms],
    [t('Delivery terms'), offer.deliveryTerms],
    [t('Other terms'), offer.terms],
  ]
  const written = sections.filter(([, text]) => text.trim() !== '')
  if (written.length === 0) return null
  return (
    <section aria-labelledby="terms-heading" className="border-t border-slate-200 p-5 sm:p-8">
      <h2 id="terms-heading" className="text-lg font-bold text-brand-900">
        {t('Terms and conditions')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {written.map(([heading, text]) => (
          <div key={heading} className="min-w-0">
            <h3 className={LABEL}>{heading}</h3>
            <p className="mt-1.5 leading-relaxed whitespace-pre-line text-slate-700 wrap-anywhere">
              {text.trim()}
            </p>
          </div>
        ))}
      </div>
    </section>
  )
}

/**
 * The quotation itself, laid out like the PDF: letterhead, addressee and dates, the lines, the
 * totals and the terms.
 */
export function OfferDocument({ offer }: { offer: PublicOffer }) {
  const { t, language, localPath } = useI18n()
  return (
    <article
      aria-label={t('Quotation {title}', { title: offer.title })}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Letterhead />
      <Addressee offer={offer} />
      <section aria-labelledby="lines-heading" className="px-5 pb-6 sm:px-8 sm:pb-8">
        <h2 id="lines-heading" className="mb-4 text-lg font-bold text-brand-900">
          {t('Quoted items')}
        </h2>
        <OfferLines offer={offer} />
        <Totals offer={offer} />
        <p className="mt-4 text-sm text-slate-600 sm:text-end">
          {richMessage(t, 'This quotation is valid until {date}.', {
            date: <span className="whitespace-nowrap">{offerDate(offer.validUntil, language)}</span>,
          })}
        </p>
      </section>
      <Terms offer={offer} />
      <p className="border-t border-slate-200 bg-slate-50 px-5 py-4 text-sm text-slate-600 sm:px-8">
        {richMessage(t, 'Questions about this quotation? {link}.', {
          link: (
            <Link
              to={localPath('/contact')}
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {t('Contact our sales team')}
            </Link>
          ),
        })}
      </p>
    </article>
  )
}
