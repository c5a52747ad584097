import { API_PATHS, INTL_LOCALES, type Language, type ProductListResponse } from '@gwp/contracts'

import { untranslatedOf } from '#app/i18n/fallback-lang'

/** What the quote form's product picker needs of a product. */
export interface QuoteProduct {
  _id: string
  name: string
  /** `['name']` when the API had no translation of the name in the page's language. */
  untranslated?: string[] | undefined
}

// One list per language: a visitor who switches language mid-visit gets the names in the new one.
const pending = new Map<Language, Promise<QuoteProduct[]>>()

async function fetchQuoteProducts(language: Language): Promise<QuoteProduct[]> {
  const path = language === 'en' ? API_PATHS.product.list : `${API_PATHS.product.list}?lang=${language}`
  const response = await fetch(path, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  const { data } = (await response.json()) as ProductListResponse
  const locale = language === 'en' ? undefined : INTL_LOCALES[language]
  return data
    .map((product) => ({ _id: product._id, name: product.name, untranslated: untranslatedOf(product) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/**
 * The products a visitor may ask a quote for (`GET /api/v1/product`: active ones only for anyone not
 * signed in), named and sorted in the page's language. Read in the browser when a picker is first
 * opened, not by the page's loader: the list runs to thousands and most visitors never open it. One
 * request serves every picker on the page; a failed one is forgotten, so opening the picker again
 * tries again.
 */
export function getQuoteProducts(language: Language = 'en'): Promise<QuoteProduct[]> {
  let list = pending.get(language)
  if (!list) {
    list = fetchQuoteProducts(language).catch((error: unknown) => {
      pending.delete(language)
      throw error
    })
    pending.set(language, list)
  }
  return list
}
