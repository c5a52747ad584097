import { API_PATHS, type ActiveProductsResponse, type Product } from '@gwp/contracts'

import { getJsonOr } from '../../../lib/api-client.server'
import type { WebContext } from '../../../lib/web-context'

/** The active products; an empty list when the call failed (the grid says `No products available`). */
export async function getActiveProducts(context: WebContext): Promise<Product[]> {
  const body = await getJsonOr<ActiveProductsResponse | null>(context, API_PATHS.product.active, null)
  return body?.data ?? []
}
