import { SALES_DESK_MESSAGES, type OfferAnswer } from '@gwp/contracts'
import { ArrowDown, CircleCheck, CircleX, TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'

import { answerDay, purchaseOrder } from '#app/features/offers/utils/offer-format'
import { ANSWER_SECTION_ID } from './offer-view'

/**
 * "Accepted on 26 November 2026 by Ayesha (PO-1)", "Declined on 27 November 2026": the answer as it
 * was recorded. The name and the order number are the customer's own text, isolated so that a name
 * written right to left cannot reorder the sentence around it.
 */
function AnswerSentence({ answer }: { answer: OfferAnswer }) {
  const verb = answer.kind === 'accepted' ? 'Accepted' : 'Declined'
  const day = (
    <time dateTime={answer.at} className="whitespace-nowrap">
      {answerDay(answer.at)}
    </time>
  )
  return (
    <p className="font-semibold text-slate-900">
      {verb} on {day}
      {answer.name && (
        <>
          {' '}
          by <bdi>{answer.name}</bdi>
        </>
      )}
      {answer.poNumber && (
        <>
          {' '}
          (<bdi dir="ltr">{purchaseOrder(answer.poNumber)}</bdi>)
        </>
      )}
      {answer.byStaff && ', as recorded by our sales team'}
    </p>
  )
}

/**
 * Where the offer stands once it is answered. Right after the customer's own answer (`?answered=1`)
 * it thanks them first; every later visit shows the recorded answer alone. A decline shows its
 * reason. Present from the page's first paint, so it is not a live region: it is what the page says.
 */
export function OfferAnswerStatus({ answer, justAnswered }: { answer: OfferAnswer; justAnswered: boolean }) {
  const accepted = answer.kind === 'accepted'
  const Icon = accepted ? CircleCheck : CircleX
  return (
    <section
      aria-labelledby="answer-status-heading"
      className={`flex gap-4 rounded-2xl border p-5 shadow-sm sm:p-6 ${
        accepted ? 'border-green-200 bg-green-50' : 'border-slate-200 bg-white'
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 h-7 w-7 shrink-0 ${accepted ? 'text-accent-600' : 'text-slate-500'}`}
      />
      <div className="min-w-0 space-y-1.5 wrap-anywhere">
        <h2 id="answer-status-heading" className="text-lg font-bold text-slate-900">
          {justAnswered
            ? accepted
              ? SALES_DESK_MESSAGES.accepted
              : SALES_DESK_MESSAGES.declined
            : accepted
              ? 'This quotation has been accepted'
              : 'This quotation has been declined'}
        </h2>
        <AnswerSentence answer={answer} />
        {answer.reason && (
          <p className="text-slate-700">
            Reason given: <q className="whitespace-pre-line">{answer.reason}</q>
          </p>
        )}
        <p className="text-sm text-slate-600">
          {accepted
            ? 'Our sales team will contact you about delivery and the next steps. '
            : 'If your needs change, we will gladly prepare a new quotation. '}
          <Link to="/contact" className="font-semibold text-brand-700 underline hover:text-brand-800">
            Contact us
          </Link>
        </p>
      </div>
    </section>
  )
}

/**
 * A refused answer, at the top of the page where the redirect lands: the reason is in the alert
 * beside the forms, further down, and this link goes there.
 */
export function AnswerRefusedNotice() {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-red-200 bg-red-50 px-5 py-3 text-red-800">
      <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span className="font-semibold">Your answer was not recorded.</span>
      <a href={`#${ANSWER_SECTION_ID}`} className="inline-flex items-center gap-1 font-semibold underline">
        See why
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </a>
    </p>
  )
}
