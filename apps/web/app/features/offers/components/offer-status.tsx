import { SALES_DESK_MESSAGES, type OfferAnswer } from '@gwp/contracts'
import { ArrowDown, CircleCheck, CircleX, TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'

import { answerDay, purchaseOrder } from '#app/features/offers/utils/offer-format'
import { richMessage } from '#app/i18n/rich-message'
import { useI18n } from '#app/i18n/use-i18n'
import { ANSWER_SECTION_ID } from './offer-view'

/** The sentence for each answer, with and without the name of who gave it. */
const ANSWER_SENTENCES = {
  accepted: { named: 'Accepted on {day} by {name}', unnamed: 'Accepted on {day}' },
  declined: { named: 'Declined on {day} by {name}', unnamed: 'Declined on {day}' },
} as const

/**
 * "Accepted on 26 November 2026 by Ayesha (PO-1)", "Declined on 27 November 2026": the answer as it
 * was recorded. The name and the order number are the customer's own text, isolated so that a name
 * written right to left cannot reorder the sentence around it. The order number keeps its
 * left-to-right order in Urdu and Arabic.
 */
function AnswerSentence({ answer }: { answer: OfferAnswer }) {
  const { t, language } = useI18n()
  const sentences = ANSWER_SENTENCES[answer.kind]
  const day = (
    <time dateTime={answer.at} className="whitespace-nowrap">
      {answerDay(answer.at, language)}
    </time>
  )
  return (
    <p className="font-semibold text-slate-900">
      {answer.name
        ? richMessage(t, sentences.named, { day, name: <bdi>{answer.name}</bdi> })
        : richMessage(t, sentences.unnamed, { day })}
      {answer.poNumber && (
        <>
          {' '}
          (<bdi dir="ltr">{purchaseOrder(answer.poNumber)}</bdi>)
        </>
      )}
      {answer.byStaff && t(', as recorded by our sales team')}
    </p>
  )
}

/**
 * Where the offer stands once it is answered. Right after the customer's own answer (`?answered=1`)
 * it thanks them first; every later visit shows the recorded answer alone. A decline shows its
 * reason. Present from the page's first paint, so it is not a live region: it is what the page says.
 */
export function OfferAnswerStatus({ answer, justAnswered }: { answer: OfferAnswer; justAnswered: boolean }) {
  const { t, localPath } = useI18n()
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
              ? t(SALES_DESK_MESSAGES.accepted)
              : t(SALES_DESK_MESSAGES.declined)
            : accepted
              ? t('This quotation has been accepted')
              : t('This quotation has been declined')}
        </h2>
        <AnswerSentence answer={answer} />
        {answer.reason && (
          <p className="text-slate-700">
            {richMessage(t, 'Reason given: {reason}', {
              reason: <q className="whitespace-pre-line">{answer.reason}</q>,
            })}
          </p>
        )}
        <p className="text-sm text-slate-600">
          {accepted
            ? t('Our sales team will contact you about delivery and the next steps.')
            : t('If your needs change, we will gladly prepare a new quotation.')}{' '}
          <Link
            to={localPath('/contact')}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t('Contact us')}
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
  const { t } = useI18n()
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-red-200 bg-red-50 px-5 py-3 text-red-800">
      <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span className="font-semibold">{t('Your answer was not recorded.')}</span>
      <a href={`#${ANSWER_SECTION_ID}`} className="inline-flex items-center gap-1 font-semibold underline">
        {t('See why')}
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </a>
    </p>
  )
}
