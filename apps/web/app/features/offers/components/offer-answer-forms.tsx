import { API_PATHS, fillPath, OFFER_FIELD_MESSAGES, OFFER_LIMITS } from '@gwp/contracts'
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react'
import { useId } from 'react'

import { FormField } from '#app/components/ui/form-field'
import { TextAreaField } from '#app/components/ui/text-area-field'
import { translateKnown } from '#app/i18n/translate-known'
import { useI18n } from '#app/i18n/use-i18n'
import { ANSWER_SECTION_ID } from './offer-view'

const CARD = 'flex flex-col rounded-2xl border bg-white p-5 shadow-sm sm:p-6'
const SUBMIT =
  'mt-auto inline-flex w-full items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold transition sm:w-auto sm:self-start'

/**
 * Accept and Decline, as plain HTML forms posting straight to the API (decision record 021): they
 * work before the page's script has loaded, and without it. The API answers with a redirect back to
 * this page, `?answered=1` once the answer is recorded or `?error=<message>` when it was refused;
 * the refusal shows above the forms, as an alert both forms point to. A missing name is the one
 * refusal that belongs to a field: the name field points to it too. Each form also sends the page's
 * language, so the API can send the customer back to the page they read.
 */
export function OfferAnswerForms({
  token,
  validUntil,
  error,
}: {
  token: string
  /** "9 December 2026". */
  validUntil: string
  error: string | null
}) {
  const { t, language } = useI18n()
  const errorId = useId()
  const languageField = <input type="hidden" name="language" value={language} />
  const nameRefused = error === OFFER_FIELD_MESSAGES.acceptName
  const describedBy = error ? errorId : undefined
  return (
    <section id={ANSWER_SECTION_ID} aria-labelledby="answer-heading" className="scroll-mt-24">
      <h2 id="answer-heading" className="text-2xl font-extrabold text-brand-900">
        {t('Your answer')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        {t(
          'Accept to confirm your order at the prices and terms above, or decline to let us know it is not for you. You can answer once, until {validUntil}.',
          { validUntil },
        )}
      </p>

      {error && (
        <div
          id={errorId}
          role="alert"
          className="mt-5 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-red-800"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <div className="min-w-0 wrap-anywhere">
            <p className="font-bold">{t('Your answer was not recorded')}</p>
            <p>{translateKnown(language, error)}</p>
          </div>
        </div>
      )}

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <form
          method="post"
          action={fillPath(API_PATHS.offer.accept, { token })}
          aria-labelledby="accept-heading"
          aria-describedby={describedBy}
          className={`${CARD} border-green-200 border-t-4 border-t-accent-600`}
        >
          <h3 id="accept-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <CircleCheck aria-hidden="true" className="h-5 w-5 text-accent-600" />
            {t('Accept this quotation')}
          </h3>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            {t('Your name confirms the order. Add your purchase order number if you use one.')}
          </p>
          {languageField}
          <FormField
            label={t('Your name')}
            name="name"
            required
            maxLength={OFFER_LIMITS.acceptName}
            autoComplete="name"
            aria-invalid={nameRefused || undefined}
            aria-describedby={nameRefused ? errorId : undefined}
            className={`mb-4 ${nameRefused ? '[&_input]:border-red-500' : ''}`}
          />
          <FormField
            label={t('Purchase order number (optional)')}
            name="poNumber"
            maxLength={OFFER_LIMITS.poNumber}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            className="mb-6"
          />
          <button type="submit" className={`${SUBMIT} bg-accent-600 text-white hover:bg-green-800`}>
            <CircleCheck aria-hidden="true" className="h-5 w-5" />
            {t('Accept quotation')}
          </button>
        </form>

        <form
          method="post"
          action={fillPath(API_PATHS.offer.decline, { token })}
          aria-labelledby="decline-heading"
          aria-describedby={describedBy}
          className={`${CARD} border-slate-200 border-t-4 border-t-slate-400`}
        >
          <h3 id="decline-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <CircleX aria-hidden="true" className="h-5 w-5 text-slate-500" />
            {t('Decline this quotation')}
          </h3>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            {t('Not what you need? Telling us why helps us make you a better offer.')}
          </p>
          {languageField}
          <TextAreaField
            label={t('Reason (optional)')}
            name="reason"
            rows={4}
            maxLength={OFFER_LIMITS.declineReason}
            autoComplete="off"
            className="mb-6"
          />
          <button
            type="submit"
            className={`${SUBMIT} border border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50`}
          >
            <CircleX aria-hidden="true" className="h-5 w-5" />
            {t('Decline quotation')}
          </button>
        </form>
      </div>
    </section>
  )
}
