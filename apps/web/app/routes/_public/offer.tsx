import { COMPANY_NAME, SALES_DESK_MESSAGES } from '@gwp/contracts'
import { TriangleAlert } from 'lucide-react'
import { data, Link } from 'react-router'

import { answerOutcome, getOfferPage } from '#app/features/offers/api/get-offer-page.server'
import { OfferAnswerForms } from '#app/features/offers/components/offer-answer-forms'
import { AnswerRefusedNotice, OfferAnswerStatus } from '#app/features/offers/components/offer-status'
import { OfferUnavailable } from '#app/features/offers/components/offer-unavailable'
import { OfferDocument, OfferHeader } from '#app/features/offers/components/offer-view'
import { offerDate } from '#app/features/offers/utils/offer-format'
import { useI18n } from '#app/i18n/use-i18n'
import { metaTranslator, pageMeta } from '#app/utils/meta'
import type { Route } from './+types/offer'

/**
 * /offer/{token}: the priced offer a customer was e-mailed (decision record 021), with Accept and
 * Decline. Never kept by the API's page cache (web.ts) and never indexed: the link is the customer's
 * secret. A link that shows no offer keeps the API's status (404, 410) and says why.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lookup = await getOfferPage(context, params.token, request.headers.get('user-agent'))
  if ('unavailable' in lookup) return data(lookup, { status: lookup.unavailable.status })
  return { ...lookup, token: params.token, ...answerOutcome(new URL(request.url)) }
}

/** Whatever the answer, no cache keeps the page and no search engine lists it. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
})

/** A link preview shows the number alone: nothing of the customer, the prices or the answer. */
export const meta: Route.MetaFunction = ({ data: page, matches, location }) => {
  const t = metaTranslator({ location })
  return pageMeta(
    {
      title:
        page && 'offer' in page
          ? t('Quotation {title}', { title: page.offer.title })
          : t('Quotation unavailable'),
      description: t(
        'Your quotation from {company}: read it, download the PDF, and accept or decline it online.',
        { company: COMPANY_NAME },
      ),
      noIndex: true,
    },
    { matches, location },
  )
}

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  const { language } = useI18n()
  if ('unavailable' in loaderData) return <OfferUnavailable {...loaderData.unavailable} />
  const { offer, token, answered, error } = loaderData
  return (
    <>
      <OfferHeader offer={offer} token={token} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 md:py-12">
          {offer.answer && <OfferAnswerStatus answer={offer.answer} justAnswered={answered} />}
          {offer.open && error && <AnswerRefusedNotice />}
          <OfferDocument offer={offer} />
          {offer.open && (
            <OfferAnswerForms
              token={token}
              validUntil={offerDate(offer.validUntil, language)}
              error={error}
            />
          )}
        </div>
      </div>
    </>
  )
}

/** The API down or failing: no offer to show, and no answer to take. */
export function ErrorBoundary() {
  const { t, localPath } = useI18n()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <TriangleAlert aria-hidden="true" className="h-10 w-10 text-red-600" />
      <h1 className="mt-4 text-2xl font-extrabold text-brand-900">{t(SALES_DESK_MESSAGES.loadFailed)}</h1>
      <p className="mt-3 text-slate-600">{t('Please reload this page in a moment, or contact us.')}</p>
      <Link
        to={localPath('/contact')}
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('Contact us')}
      </Link>
    </section>
  )
}
