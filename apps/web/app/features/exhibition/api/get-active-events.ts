import { API_PATHS, EXHIBITION_MESSAGES, type Event } from '@gwp/contracts'

import { untranslatedOf } from '#app/i18n/fallback-lang'
import type { WebContext } from '#app/lib/web-context'

/** What the Exhibition page shows of an event: the fields it reads, nothing the browser does not need. */
export type ExhibitionEvent = {
  /** Fields the API answered in English on a /ur or /ar page: shown with lang="en". */
  untranslated?: string[] | undefined
} & Pick<
  Event,
  | '_id'
  | 'title'
  | 'description'
  | 'link'
  | 'location'
  | 'schedule'
  | 'time'
  | 'bannerImage'
  | 'additionalDetails'
  | 'status'
>

export interface ActiveEvents {
  events: ExhibitionEvent[]
  /**
   * The spec's message when the list could not be read (docs/requirements/exhibitions.md#errors); the list is
   * then empty.
   */
  error: string | null
}

/**
 * The active events, each with the status the server computed
 * (docs/requirements/exhibitions.md#event-status). A failed call or a non-OK answer gives 'Failed to fetch
 * event details', an answer without an `events` list gives 'No events found in response'; either is logged
 * and the page shows it with no events.
 */
export async function getActiveEvents(context: WebContext): Promise<ActiveEvents> {
  let body: { events?: unknown } | null
  try {
    const response = await context.fetchApi(API_PATHS.event.active)
    if (!response.ok) throw new Error(`GET ${API_PATHS.event.active} answered ${response.status}`)
    body = (await response.json()) as { events?: unknown } | null
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error)
    return { events: [], error: EXHIBITION_MESSAGES.fetchFailed }
  }
  if (!Array.isArray(body?.events)) {
    console.warn(`GET ${API_PATHS.event.active}: ${EXHIBITION_MESSAGES.noEventsField}`)
    return { events: [], error: EXHIBITION_MESSAGES.noEventsField }
  }
  return { events: (body.events as Event[]).map(toExhibitionEvent), error: null }
}

function toExhibitionEvent(event: Event): ExhibitionEvent {
  return {
    _id: event._id,
    title: event.title,
    description: event.description,
    link: event.link,
    location: event.location,
    schedule: { fromDate: event.schedule.fromDate, toDate: event.schedule.toDate },
    time: event.time,
    bannerImage: event.bannerImage,
    additionalDetails: event.additionalDetails ?? null,
    status: event.status,
    untranslated: untranslatedOf(event),
  }
}
