import { OFFICES } from '@gwp/contracts'
import { FileX } from 'lucide-react'
import { Link } from 'react-router'

import { richMessage } from '#app/i18n/rich-message'
import { translateKnown } from '#app/i18n/translate-known'
import { useI18n } from '#app/i18n/use-i18n'

const WHAT_NEXT: Record<404 | 410, string> = {
  404: 'Please check that you opened the whole link from our e-mail. If it still does not open, contact us and we will send it again.',
  410: 'Please contact our sales team: we will gladly send you an up-to-date quotation.',
}

/**
 * A link that shows no offer: the API's sentence for why (not valid, expired, replaced, withdrawn)
 * as the page's heading, what to do next, and the way to the sales team. The page keeps the API's
 * status (404 or 410). The API's sentence is shown in the page's language when it is one we know.
 */
export function OfferUnavailable({ status, message }: { status: 404 | 410; message: string }) {
  const { t, language, localPath } = useI18n()
  const [first, second] = OFFICES.map((office) => (
    <a
      key={office.country}
      href={`mailto:${office.email}`}
      className="font-semibold text-brand-700 underline"
    >
      <bdi dir="ltr">{office.email}</bdi>
    </a>
  ))
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center md:py-24">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <FileX aria-hidden="true" className="h-8 w-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-accent-600 uppercase">{t('Quotation')}</p>
      <h1 className="mt-2 text-2xl font-extrabold text-brand-900 md:text-3xl">
        {translateKnown(language, message)}
      </h1>
      <p className="mt-3 text-slate-600">{t(WHAT_NEXT[status])}</p>
      <Link
        to={localPath('/contact')}
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('Contact us')}
      </Link>
      <p className="mt-6 text-sm text-slate-600">
        {richMessage(t, 'Or write to {first} or {second}.', { first, second })}
      </p>
    </section>
  )
}
