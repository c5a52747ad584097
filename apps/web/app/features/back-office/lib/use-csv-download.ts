import { useCallback, useState } from 'react'

import { useAppSelector } from '#app/features/back-office/session/store'
import { getApiError, readFailedResponse } from '#app/lib/api-error'

export type CsvDownloadState =
  | { kind: 'idle' }
  | { kind: 'running'; bytes: number }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; message: string }

export function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  return match?.[1] ?? fallback
}

/** Hands the file to the browser as a download, without leaving the page. */
export function saveFile(blob: Blob, fileName: string) {
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
 * A CSV export the server streams (the quotations', the potential customers'). A plain link cannot
 * carry the bearer token the API asks for, so the file is fetched with it, read chunk by chunk (the
 * bytes so far are the progress: a stream has no total ahead) and saved from a blob.
 */
export function useCsvDownload(
  url: string,
  { fallbackName, failed }: { fallbackName: string; failed: string },
) {
  const token = useAppSelector((state) => state.session.GWP_Token)
  const [state, setState] = useState<CsvDownloadState>({ kind: 'idle' })

  const run = useCallback(async () => {
    setState({ kind: 'running', bytes: 0 })
    try {
      const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      if (!response.ok || !response.body) {
        throw new Error((await readFailedResponse(response)).message)
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
      const fileName = fileNameOf(response, fallbackName)
      saveFile(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileName)
      setState({ kind: 'done', fileName })
    } catch (error) {
      setState({ kind: 'failed', message: `${failed}: ${getApiError(error).message}` })
    }
  }, [url, token, fallbackName, failed])

  return { state, run }
}
