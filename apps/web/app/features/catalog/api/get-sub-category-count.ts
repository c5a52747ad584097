import { API_PATHS, fillPath, type SubCategoryCountResponse } from '@gwp/contracts'

import { getJsonOr } from '#app/lib/api-client.server'
import type { WebContext } from '#app/lib/web-context'

/** How many sub-categories a category has; null when the call failed (the card leaves the line out). */
export async function getSubCategoryCount(context: WebContext, categoryId: string): Promise<number | null> {
  const path = fillPath(API_PATHS.counts.subCategoryCountByCategory, { categoryId })
  const body = await getJsonOr<SubCategoryCountResponse | null>(context, path, null)
  return body?.count ?? null
}
