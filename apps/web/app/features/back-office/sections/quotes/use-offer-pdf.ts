import { API_PATHS, fillPath, SALES_DESK_MESSAGES } from '@gwp/contracts'
import { useState } from 'react'

import { toast } from '#app/components/toast'
import { useAppSelector } from '#app/features/back-office/session/store'
import { fileNameOf, saveFile } from '#app/features/back-office/lib/use-csv-download'
import { readFailedResponse } from '#app/lib/api-error'

/**
 * Downloads an offer revision's PDF. A link cannot carry the bearer token the API asks for, so the
 * file is fetched with it and saved from a blob, like the CSV exports.
 */
export function useOfferPdf() {
  const token = useAppSelector((state) => state.session.GWP_Token)
  const [busyId, setBusyId] = useState<string | null>(null)

  const download = async (quotationId: string, offerId: string) => {
    setBusyId(offerId)
    try {
      const response = await fetch(fillPath(API_PATHS.quotation.offerPdf, { id: quotationId, offerId }), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      if (!response.ok) throw new Error((await readFailedResponse(response)).message)
      saveFile(await response.blob(), fileNameOf(response, 'quotation.pdf'))
    } catch (error) {
      toast.error(`${SALES_DESK_MESSAGES.pdfFailed}: ${error instanceof Error ? error.message : ''}`)
    } finally {
      setBusyId(null)
    }
  }

  return { download, busyId }
}
