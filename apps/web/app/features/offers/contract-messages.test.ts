import {
  OFFER_FIELD_MESSAGES,
  OFFER_STATUSES,
  OfferAcceptBodySchema,
  OfferDeclineBodySchema,
  SALES_DESK_MESSAGES,
} from '@gwp/contracts'
import { describe, expect, it } from 'vitest'

import { readCatalogueFiles } from '#app/i18n/catalogue-files'
import { customerStatus } from './utils/offer-format'

const files = readCatalogueFiles()

/** What the API may say to a customer on the offer page: about the link, and about an answer. */
const CUSTOMER_MESSAGES = [
  SALES_DESK_MESSAGES.linkNotFound,
  SALES_DESK_MESSAGES.linkExpired,
  SALES_DESK_MESSAGES.linkReplaced,
  SALES_DESK_MESSAGES.linkWithdrawn,
  SALES_DESK_MESSAGES.alreadyAnswered,
  SALES_DESK_MESSAGES.accepted,
  SALES_DESK_MESSAGES.declined,
  SALES_DESK_MESSAGES.loadFailed,
  OFFER_FIELD_MESSAGES.acceptName,
]

function expectTranslated(message: string) {
  expect(files.en.offers!.get(message), message).toBe(message)
  for (const language of ['ur', 'ar'] as const) {
    const translated = files[language].offers!.get(message)
    expect(translated, `${language}: ${message}`).toBeTruthy()
    expect(translated, `${language}: ${message}`).not.toBe(message)
  }
}

describe('the offer page’s messages from contracts', () => {
  it('are in the offers catalogue of every language, translated', () => {
    CUSTOMER_MESSAGES.forEach(expectTranslated)
    OFFER_STATUSES.map(customerStatus).forEach(expectTranslated)
  })

  it('cover what the answer forms’ schemas refuse', () => {
    const said = [
      ...(OfferAcceptBodySchema.safeParse({ name: ' ' }).error?.issues ?? []),
      ...(OfferAcceptBodySchema.safeParse({}).error?.issues ?? []),
      ...(OfferDeclineBodySchema.safeParse({ reason: 'fine' }).error?.issues ?? []),
    ].map((issue) => issue.message)
    expect(said).toEqual([OFFER_FIELD_MESSAGES.acceptName, OFFER_FIELD_MESSAGES.acceptName])
    said.forEach(expectTranslated)
  })
})
