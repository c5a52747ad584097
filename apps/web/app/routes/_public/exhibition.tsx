import { EXHIBITION_MESSAGES } from '@gwp/contracts'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'

import { PageBanner } from '#app/features/catalog/components/page-banner'
import { getActiveEvents } from '#app/features/exhibition/api/get-active-events'
import { EventsSchedule } from '#app/features/exhibition/components/events-schedule'
import { ExhibitionIntro } from '#app/features/exhibition/components/exhibition-intro'
import { eventsJsonLd } from '#app/features/exhibition/utils/event-json-ld'
import { useI18n } from '#app/i18n/use-i18n'
import { metaLanguage, metaTranslator, pageMeta, siteOrigin } from '#app/utils/meta'
import type { Route } from './+types/exhibition'

/**
 * Every active event, with the status the server computed. When the API fails the page still
 * renders, with the spec's message in place of the events, as a 503 so nothing caches or indexes it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const result = await getActiveEvents(context)
  return result.error ? data(result, { status: 503 }) : result
}

/** Tab and page (`?tab=`, `?page=`) only choose among the events already loaded: no refetch for them. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false
  return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const t = metaTranslator({ location })
  const tags = pageMeta(
    {
      title: t('Exhibition'),
      description: t(
        'Meet GWP at international exhibitions and trade fairs: the shows where we present our premium cleaning products, past, current and upcoming.',
      ),
      path: '/exhibition',
      image: '/exhibition-banner.svg',
    },
    { matches, location },
  )
  const events = loaded?.events ?? []
  return events.length > 0
    ? [...tags, { 'script:ld+json': eventsJsonLd(events, siteOrigin(matches), metaLanguage({ location })) }]
    : tags
}

function ExhibitionPage({
  events,
  error,
}: {
  events: Route.ComponentProps['loaderData']['events']
  error: string | null
}) {
  const { t } = useI18n()
  return (
    <>
      <PageBanner
        title={t('EXHIBITION')}
        crumbs={[{ label: t('Home'), to: '/' }, { label: t('Exhibition') }]}
      />
      <ExhibitionIntro />
      <EventsSchedule events={events} error={error} />
    </>
  )
}

export default function Exhibition({ loaderData }: Route.ComponentProps) {
  return <ExhibitionPage events={loaderData.events} error={loaderData.error} />
}

/** The page's data could not be loaded at all (a failed client navigation): the page, with the message. */
export function ErrorBoundary() {
  return <ExhibitionPage events={[]} error={EXHIBITION_MESSAGES.fetchFailed} />
}
