import { API_PATHS, QUOTATION_MESSAGES } from '@gwp/contracts'
import { useCallback, useState } from 'react'

import { useAppSelector } from '../../../session/store'
import { quotationFilterParams, type QuotationPageArgs } from '../../api/quotations'
import { getApiError } from '../../lib/api-error'

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; bytes: number }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string }

const FALLBACK_NAME = 'quotations.csv'

function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  return match?.[1] ?? FALLBACK_NAME
}

/** Hands the file to the browser as a download, without leaving the page. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * The quote desk's export: the CSV of what the table shows (its search, filters and order), streamed
 * by the server. A plain link cannot carry the bearer token, so it is fetched, read chunk by chunk
 * (the bytes so far are the progress: the server streams, so no total is known ahead) and saved.
 */
export function useQuotationsExport(filters: Omit<QuotationPageArgs, 'page'>) {
  const token = useAppSelector((state) => state.session.GWP_Token)
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const params = new URLSearchParams(quotationFilterParams(filters)).toString()

  const run = useCallback(async () => {
    setState({ kind: 'running', bytes: 0 })
    try {
      const response = await fetch(`${API_PATHS.quotation.export}${params ? `?${params}` : ''}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      if (!response.ok || !response.body) {
        const body: unknown = await response.json().catch(() => null)
        throw Object.assign(new Error(getApiError({ status: response.status, data: body }).message), {
          name: 'ExportError',
        })
      }
      const reader = response.body.getReader()
      const chunks: Uint8Array[] = []
      let bytes = 0
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        chunks.push(value)
        bytes += value.byteLength
        setState({ kind: 'running', bytes })
      }
      const fileName = fileNameOf(response)
      saveFile(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileName)
      setState({ kind: 'done', fileName })
    } catch (error) {
      setState({
        kind: 'failed',
        message: `${QUOTATION_MESSAGES.exportFailed}: ${getApiError(error).message}`,
      })
    }
  }, [params, token])

  return { state, run }
}
