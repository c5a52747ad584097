import { API_PATHS, type Category, type CategoryListResponse } from '@gwp/contracts'

import { getJsonOr } from '#app/lib/api-client.server'
import type { WebContext } from '#app/lib/web-context'

/** All categories, sorted by name; null when the call failed (the page shows the spec's message). */
export async function getCategories(context: WebContext): Promise<Category[] | null> {
  const body = await getJsonOr<CategoryListResponse | null>(context, API_PATHS.category.list, null)
  return body?.data ?? null
}
