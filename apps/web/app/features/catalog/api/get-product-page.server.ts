import { API_PATHS, fillPath, type ProductResponse } from '@gwp/contracts'

import { getJson } from '../../../lib/api-client.server'
import type { WebContext } from '../../../lib/web-context'
import { PREMIUM_PRODUCT_COUNT } from '../components/premium-products'
import { getActiveProducts } from './get-active-products'

/**
 * The product (a missing or inactive one is the API's 404, which becomes this page's 404) and the
 * Premium products under it, which stay empty if their call fails.
 */
export async function getProductPage(context: WebContext, productId: string) {
  const [{ data: product }, active] = await Promise.all([
    getJson<ProductResponse>(context, fillPath(API_PATHS.product.one, { id: productId })),
    getActiveProducts(context),
  ])
  // Only what the grid shows travels to the browser.
  return { product, premiumProducts: active.slice(0, PREMIUM_PRODUCT_COUNT) }
}
