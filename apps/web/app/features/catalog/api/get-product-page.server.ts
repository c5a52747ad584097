import { API_PATHS, fillPath, type ProductResponse } from '@gwp/contracts'

import { getJson } from '#app/lib/api-client.server'
import type { WebContext } from '#app/lib/web-context'
import { getPremiumProducts } from './get-premium-products'

/**
 * The product (a missing or inactive one is the API's 404, which becomes this page's 404) and the
 * Premium products under it, which stay empty if their call fails.
 */
export async function getProductPage(context: WebContext, productId: string) {
  const [{ data: product }, premiumProducts] = await Promise.all([
    getJson<ProductResponse>(context, fillPath(API_PATHS.product.one, { id: productId })),
    getPremiumProducts(context),
  ])
  return { product, premiumProducts }
}
