import type { HeadingBody } from '@gwp/contracts'

import { nowIso } from '../../lib/time.js'
import type { HeadingRepository } from './heading.repository.js'

export interface HeadingServiceDeps {
  headings: HeadingRepository
}

/** The site-wide alert heading (docs/requirements/back-office.md#dashboard, #alert-heading). */
export function createHeadingService({ headings }: HeadingServiceDeps) {
  return {
    /** An empty text when none was ever set: the banner then says "No data available". */
    async get(): Promise<string> {
      return (await headings.find()) ?? ''
    },

    async update(body: HeadingBody): Promise<HeadingBody> {
      await headings.upsert(body.heading, nowIso())
      return { heading: body.heading }
    },
  }
}

export type HeadingService = ReturnType<typeof createHeadingService>
