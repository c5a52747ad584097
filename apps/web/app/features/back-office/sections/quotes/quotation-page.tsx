import { LANGUAGE_NAMES_IN_ENGLISH, QUOTE_REGION_LABELS, SALES_DESK_MESSAGES } from '@gwp/contracts'
import { ArrowLeft } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'

import { useGetQuotationQuery } from '#app/features/back-office/api/sales-desk'
import { useCan } from '#app/features/back-office/lib/use-can'
import { getApiError } from '#app/lib/api-error'
import { formatDateTime } from '#app/utils/dates'
import { DeskControls } from './desk-controls'
import { DeskNotes } from './desk-notes'
import { DeskTimeline } from './desk-timeline'
import { StageBadge } from './desk-badges'
import { OffersPanel } from './offers-panel'
import { QuoteReplies } from './quote-replies'
import { QuoteStatusDot, QuoteStatusToggle } from './quote-status'

const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5'

/**
 * One quotation on the sales desk (decision record 021): the request, its owner, stage and follow-up,
 * the internal notes, the priced offers and everything that happened, on one page reached from the
 * list or the e-mails (`?section=quotes&quote=<id>`). Reading is for every admin; changing needs
 * quotations.update (the API refuses it anyway).
 */
export function QuotationPage({ id }: { id: string }) {
  const [params] = useSearchParams()
  const back = new URLSearchParams(params)
  back.delete('quote')
  const { data, error, isLoading, refetch } = useGetQuotationQuery(id)
  const canUpdate = useCan('quotations', 'update')
  const canChangeStatus = useCan('quotations', 'statusChange')
  const quote = data?.data
  const problem = error ? getApiError(error) : null

  return (
    <section aria-labelledby="quotation-heading" className="space-y-4">
      <Link
        to={`?${back.toString()}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium text-brand-700 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to quotes
      </Link>
      {isLoading && (
        <p role="status" className={CARD}>
          Loading the quotation…
        </p>
      )}
      {problem && (
        <div role="alert" className={`${CARD} space-y-3 text-red-800`}>
          <h2 id="quotation-heading" className="font-semibold">
            {problem.status === 404 ? problem.message : SALES_DESK_MESSAGES.loadFailed}
          </h2>
          <button
            type="button"
            onClick={() => void refetch()}
            className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-medium"
          >
            Try again
          </button>
        </div>
      )}
      {quote && (
        <>
          <header className={`${CARD} space-y-3`}>
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="quotation-heading" className="text-xl font-bold break-words text-slate-900">
                {quote.fullName}
              </h2>
              <StageBadge stage={quote.stage} />
              {canChangeStatus ? (
                <QuoteStatusToggle quote={quote} />
              ) : (
                <QuoteStatusDot status={quote.status} />
              )}
            </div>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
              <Field label="Product">
                {quote.product ? `${quote.product.name} (${quote.product.productCode})` : 'None chosen'}
              </Field>
              <Field label="Received">{formatDateTime(quote.createdAt)}</Field>
              <Field label="Region">{QUOTE_REGION_LABELS[quote.region]}</Field>
              {/* The offer's e-mail and PDF are written in it (decision record 022). */}
              <Field label="Language">{LANGUAGE_NAMES_IN_ENGLISH[quote.language]}</Field>
              <Field label="E-mail">
                <bdi className="break-all">{quote.email}</bdi>
              </Field>
              <Field label="Phone">
                <bdi>{quote.phoneNumber}</bdi>
              </Field>
              <Field label="Address">{quote.address}</Field>
            </dl>
            {quote.message && (
              <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
                {quote.message}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <QuoteReplies quote={quote} labelled />
            </div>
          </header>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="space-y-4">
              <DeskControls quote={quote} canUpdate={canUpdate} className={CARD} />
              <OffersPanel quote={quote} canUpdate={canUpdate} className={CARD} />
              <DeskNotes quote={quote} canUpdate={canUpdate} className={CARD} />
            </div>
            <DeskTimeline entries={quote.timeline} className={`${CARD} self-start`} />
          </div>
        </>
      )}
    </section>
  )
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  )
}
