import { OFFICES } from '@gwp/contracts'
import { FileX } from 'lucide-react'
import { Link } from 'react-router'

const WHAT_NEXT: Record<404 | 410, string> = {
  404: 'Please check that you opened the whole link from our e-mail. If it still does not open, contact us and we will send it again.',
  410: 'Please contact our sales team: we will gladly send you an up-to-date quotation.',
}

/**
 * A link that shows no offer: the API's sentence for why (not valid, expired, replaced, withdrawn)
 * as the page's heading, what to do next, and the way to the sales team. The page keeps the API's
 * status (404 or 410).
 */
export function OfferUnavailable({ status, message }: { status: 404 | 410; message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center md:py-24">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <FileX aria-hidden="true" className="h-8 w-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-accent-600 uppercase">Quotation</p>
      <h1 className="mt-2 text-2xl font-extrabold text-brand-900 md:text-3xl">{message}</h1>
      <p className="mt-3 text-slate-600">{WHAT_NEXT[status]}</p>
      <Link
        to="/contact"
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Contact us
      </Link>
      <p className="mt-6 text-sm text-slate-600">
        Or write to{' '}
        {OFFICES.map((office, index) => (
          <span key={office.country}>
            {index > 0 && ' or '}
            <a href={`mailto:${office.email}`} className="font-semibold text-brand-700 underline">
              <bdi dir="ltr">{office.email}</bdi>
            </a>
          </span>
        ))}
        .
      </p>
    </section>
  )
}
