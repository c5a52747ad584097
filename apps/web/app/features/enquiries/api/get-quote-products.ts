import { API_PATHS, type ProductListResponse } from '@gwp/contracts'

/** What the quote form's product picker needs of a product. */
export interface QuoteProduct {
  _id: string
  name: string
}

let pending: Promise<QuoteProduct[]> | null = null

async function fetchQuoteProducts(): Promise<QuoteProduct[]> {
  const response = await fetch(API_PATHS.product.list, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${API_PATHS.product.list} answered ${response.status}`)
  const { data } = (await response.json()) as ProductListResponse
  return data.map(({ _id, name }) => ({ _id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The products a visitor may ask a quote for (`GET /api/v1/product`: active ones only for anyone not
 * signed in), sorted by name. Read in the browser when a picker is first opened, not by the page's
 * loader: the list runs to thousands and most visitors never open it. One request serves every picker
 * on the page; a failed one is forgotten, so opening the picker again tries again.
 */
export function getQuoteProducts(): Promise<QuoteProduct[]> {
  pending ??= fetchQuoteProducts().catch((error: unknown) => {
    pending = null
    throw error
  })
  return pending
}
