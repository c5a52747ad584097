import {
  displayMoney,
  OFFER_STATUS_LABELS,
  parseMoney,
  type Offer,
  type OfferCreatedResponse,
  type QuotationDetail,
} from '@gwp/contracts'
import { FileDown, Plus, Send } from 'lucide-react'
import { useState } from 'react'

import { toast } from '#app/components/toast'
import { useSendOfferMutation } from '#app/features/back-office/api/sales-desk'
import { getApiError } from '#app/lib/api-error'
import { formatDateTime } from '#app/utils/dates'
import { shortDate } from './desk-badges'
import { OfferBuilder } from './offer-builder'
import { SendResultDialog, type SentLink } from './send-result-dialog'
import { useOfferPdf } from './use-offer-pdf'

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'

interface OffersPanelProps {
  quote: QuotationDetail
  canUpdate: boolean
  className: string
}

/** A send's answer as the result dialog shows it. */
export function sentLinkOf(response: OfferCreatedResponse, emailed: boolean): SentLink | null {
  return response.link
    ? { title: response.data.title, link: response.link, whatsapp: response.whatsapp ?? null, emailed }
    : null
}

/**
 * The priced offers of a quotation, newest revision first (decision record 021): each with its
 * status, total, validity and what the customer did, its PDF, and (with quotations.update) sending a
 * draft, e-mailing a sent one again or sharing a new link on WhatsApp. A new offer or revision is built
 * below; a sent revision never changes.
 */
export function OffersPanel({ quote, canUpdate, className }: OffersPanelProps) {
  const [building, setBuilding] = useState(false)
  const [sent, setSent] = useState<SentLink | null>(null)
  const [send, { isLoading: sending }] = useSendOfferMutation()
  const pdf = useOfferPdf()
  const latest = quote.offers[0]
  const closed = latest?.status === 'accepted'

  const sendOffer = async (offer: Offer, email: boolean) => {
    try {
      const response = await send({ id: quote._id, offerId: offer._id, email }).unwrap()
      setSent(sentLinkOf(response, email))
    } catch (error) {
      toast.error(getApiError(error).message)
    }
  }

  return (
    <section aria-labelledby="offers-heading" className={className}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="offers-heading" className="text-base font-semibold text-slate-900">
          Offers
        </h3>
        {canUpdate && !closed && !building && (
          <button
            type="button"
            onClick={() => setBuilding(true)}
            className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            {latest ? 'New revision' : 'Price an offer'}
          </button>
        )}
      </div>
      {building && (
        <OfferBuilder
          quote={quote}
          from={latest}
          onDone={(response, emailed) => {
            setBuilding(false)
            if (response) setSent(sentLinkOf(response, emailed))
          }}
        />
      )}
      {quote.offers.length === 0 && !building && <p className="text-sm text-slate-500">No offer yet.</p>}
      <ul className="space-y-3">
        {quote.offers.map((offer) => (
          <li key={offer._id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-slate-900">
                {offer.title}{' '}
                <span className="ms-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                  {OFFER_STATUS_LABELS[offer.status]}
                </span>
              </p>
              <p className="font-semibold tabular-nums text-slate-900" dir="ltr">
                {displayMoney(offer.currency, parseMoney(offer.total) ?? 0n)}
              </p>
            </div>
            <p className="mt-1 text-sm text-slate-600">
              Valid until {shortDate(offer.validUntil)}
              {offer.sentAt && <> · sent {formatDateTime(offer.sentAt)}</>}
              {offer.openedAt && <> · opened {formatDateTime(offer.openedAt)}</>}
            </p>
            {offer.answer && (
              <p className="mt-1 text-sm font-medium text-slate-800">
                {offer.answer.kind === 'accepted' ? 'Accepted' : 'Declined'} {formatDateTime(offer.answer.at)}
                {offer.answer.byStaff
                  ? ' (recorded by staff)'
                  : offer.answer.name
                    ? ` by ${offer.answer.name}`
                    : ''}
                {offer.answer.poNumber && `, PO ${offer.answer.poNumber}`}
                {offer.answer.reason && `: “${offer.answer.reason}”`}
              </p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => void pdf.download(quote._id, offer._id)}
                aria-busy={pdf.busyId === offer._id}
                aria-label={`Download the PDF of ${offer.title}`}
                className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}
              >
                <FileDown aria-hidden="true" className="h-4 w-4" /> PDF
              </button>
              {canUpdate && (offer.status === 'draft' || offer.status === 'sent') && (
                <>
                  <button
                    type="button"
                    disabled={sending}
                    onClick={() => void sendOffer(offer, true)}
                    className={`${BUTTON} border border-brand-300 text-brand-800 hover:bg-brand-50`}
                  >
                    <Send aria-hidden="true" className="h-4 w-4" />
                    {offer.status === 'draft' ? 'Send to customer' : 'E-mail again'}
                  </button>
                  {offer.status === 'sent' && (
                    <button
                      type="button"
                      disabled={sending}
                      onClick={() => void sendOffer(offer, false)}
                      className={`${BUTTON} border border-emerald-300 text-emerald-800 hover:bg-emerald-50`}
                    >
                      New link for WhatsApp
                    </button>
                  )}
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <SendResultDialog sent={sent} onClose={() => setSent(null)} />
    </section>
  )
}
