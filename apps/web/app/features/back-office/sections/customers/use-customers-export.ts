import { API_PATHS, CUSTOMER_MESSAGES } from '@gwp/contracts'
import { useCallback, useState } from 'react'

import { useAppSelector } from '../../../session/store'
import { customerSearchParams } from '../../api/customers'
import { getApiError } from '../../lib/api-error'

export type CustomersExportState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string }

const FALLBACK_NAME = 'potential-customers.csv'

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
  // Revoked once the click has handed the file over: at once, some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * The CSV of the potential customers the search finds, streamed by the server. A plain link cannot
 * carry the bearer token the API asks for, so the file is fetched with it and saved from a blob.
 */
export function useCustomersExport(q: string) {
  const token = useAppSelector((state) => state.session.GWP_Token)
  const [state, setState] = useState<CustomersExportState>({ kind: 'idle' })
  const query = new URLSearchParams(customerSearchParams(q)).toString()

  const run = useCallback(async () => {
    setState({ kind: 'running' })
    try {
      const response = await fetch(`${API_PATHS.potentialCustomer.export}${query ? `?${query}` : ''}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null)
        throw new Error(getApiError({ status: response.status, data: body }).message)
      }
      const fileName = fileNameOf(response)
      saveFile(await response.blob(), fileName)
      setState({ kind: 'done', fileName })
    } catch (error) {
      setState({
        kind: 'failed',
        message: `${CUSTOMER_MESSAGES.exportFailed}: ${getApiError(error).message}`,
      })
    }
  }, [query, token])

  return { state, run }
}
