import { API_PATHS, type ActiveProductsResponse, type Product } from '@gwp/contracts'

import { getJsonOr } from '#app/lib/api-client.server'
import type { WebContext } from '#app/lib/web-context'
import { PREMIUM_PRODUCT_COUNT } from '#app/features/catalog/components/premium-products'

/**
 * The newest active products for the Premium products grid, only as many as it shows (`?limit=`:
 * the full list runs to thousands). An empty list when the call fails: the grid says so.
 */
export async function getPremiumProducts(context: WebContext): Promise<Product[]> {
  const path = `${API_PATHS.product.active}?limit=${PREMIUM_PRODUCT_COUNT}`
  const body = await getJsonOr<ActiveProductsResponse | null>(context, path, null)
  return body?.data ?? []
}
