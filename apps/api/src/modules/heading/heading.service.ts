import type { HeadingBody, Translations } from '@gwp/contracts'
import {
  mergeTranslations,
  parseTranslations,
  presentRecord,
  type ReadView,
} from '../../lib/content-translations.js'
import { nowIso } from '../../lib/time.js'
import type { HeadingRepository } from './heading.repository.js'

export interface HeadingServiceDeps {
  headings: HeadingRepository
}

export interface HeadingAnswer {
  message: string
  translations?: Translations<'heading'>
  untranslated?: string[]
}

/** The site-wide alert heading (docs/requirements/back-office.md#dashboard, #alert-heading). */
export function createHeadingService({ headings }: HeadingServiceDeps) {
  return {
    /**
     * An empty text when none was ever set: the banner then says "No data available". In `view.lang`
     * the translated heading where there is one; a signed-in admin also gets the stored translations.
     */
    async get(view: ReadView): Promise<HeadingAnswer> {
      const stored = await headings.find()
      const { heading, ...rest } = presentRecord(
        'heading',
        { heading: stored?.heading ?? '' },
        parseTranslations(stored?.translations),
        view,
      )
      return { message: heading, ...rest }
    },

    /**
     * The heading, and each language `translations` names (the others stay). The heading is the
     * superAdmin's alone, so the read and the write need no transaction: a body without
     * translations writes the one statement it always did.
     */
    async update(body: HeadingBody): Promise<{ heading: string; translations?: Translations<'heading'> }> {
      const current = body.translations ? await headings.find() : null
      const merged = mergeTranslations('heading', current?.translations, body.translations)
      await headings.upsert(body.heading, merged, nowIso())
      const translations = parseTranslations(merged ?? current?.translations)
      return { heading: body.heading, ...(Object.keys(translations).length > 0 ? { translations } : {}) }
    },
  }
}

export type HeadingService = ReturnType<typeof createHeadingService>
