import { API_PATHS, type PartnerLogo, type PartnerLogoListResponse } from '@gwp/contracts'

import { getJsonOr } from '#app/lib/api-client.server'
import type { WebContext } from '#app/lib/web-context'

/** The partner logos in the order they were added; null when the call failed (the section says so). */
export async function getPartnerLogos(context: WebContext): Promise<PartnerLogo[] | null> {
  const body = await getJsonOr<PartnerLogoListResponse | null>(context, API_PATHS.partnerLogo.list, null)
  return body?.data ?? null
}
