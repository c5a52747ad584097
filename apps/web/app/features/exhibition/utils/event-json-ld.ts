import type { Language } from '@gwp/contracts'

import { pathInLanguage } from '#app/i18n/languages'
import { COMPANY_NAME } from '#app/utils/company'
import { absoluteUrl } from '#app/utils/meta'
import type { ExhibitionEvent } from '#app/features/exhibition/api/get-active-events'
import { externalHref } from './exhibition-view'

/**
 * schema.org `Event` entries for the Exhibition page, so search engines can list the shows. Written
 * through React Router's `script:ld+json` meta descriptor, which escapes `<`, `>` and `&`, so event
 * text can never close the script element (see product-json-ld.ts). Names and descriptions are the
 * page's language (the API's translation); `inLanguage` says which one.
 */
export function eventsJsonLd(events: readonly ExhibitionEvent[], origin: string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@graph': events.map((event) => ({
      '@type': 'Event',
      name: event.title,
      inLanguage: language,
      startDate: event.schedule.fromDate,
      endDate: event.schedule.toDate,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.location, address: event.location },
      ...(event.bannerImage ? { image: absoluteUrl(origin, event.bannerImage) } : {}),
      description: event.description,
      url: externalHref(event.link) ?? absoluteUrl(origin, pathInLanguage(language, '/exhibition')),
      organizer: {
        '@type': 'Organization',
        name: COMPANY_NAME,
        url: absoluteUrl(origin, pathInLanguage(language, '/')),
      },
    })),
  }
}
