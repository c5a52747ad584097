import { API_PATHS, fillPath, type ProductResponse } from '@gwp/contracts'

import { getJsonOr } from '#app/lib/api-client.server'
import type { WebContext } from '#app/lib/web-context'
import type { QuoteProduct } from './get-quote-products'

/**
 * The product named by `/contact?product=<id>` (the product page's no-script Get Quote link), to
 * start the quote form with it chosen. Null when there is none or it is not on sale: the visitor
 * then picks one as usual.
 */
export async function getPresetProduct(context: WebContext, id: string | null): Promise<QuoteProduct | null> {
  if (!id) return null
  const body = await getJsonOr<ProductResponse | null>(context, fillPath(API_PATHS.product.one, { id }), null)
  return body ? { _id: body.data._id, name: body.data.name } : null
}
