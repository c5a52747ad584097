import { useCallback } from 'react'

import { useAppSelector } from '#app/features/back-office/session/store'

/** The reply to an upload: its status and parsed JSON body (null when the body is not JSON). */
export interface UploadResult<T = unknown> {
  status: number
  ok: boolean
  body: T | null
}

export interface UploadOptions {
  url: string
  method?: 'POST' | 'PUT' | 'PATCH'
  formData: FormData
  /** The admin's bearer token (session state `GWP_Token`). */
  token: string | null
  /** Percent of the request body sent, 0–100; not called when the browser cannot tell the length. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/** No reply came back: the network failed or the request was aborted. `getApiError` reads it. */
export class UploadNetworkError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UploadNetworkError'
  }
}

/**
 * Sends a multipart form and reports how much of it has gone. XMLHttpRequest rather than fetch,
 * because fetch reports no upload progress. Resolves for every HTTP answer (check `ok`; hand a
 * failed one to `getApiError`), rejects with UploadNetworkError when none came.
 */
export function uploadWithProgress<T = unknown>({
  url,
  method = 'POST',
  formData,
  token,
  onProgress,
  signal,
}: UploadOptions): Promise<UploadResult<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadNetworkError('The upload was cancelled'))
      return
    }
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    xhr.responseType = 'text'
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.setRequestHeader('accept', 'application/json')

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)))
      }
    })
    xhr.addEventListener('load', () => {
      let body: T | null = null
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as T) : null
      } catch {
        body = null
      }
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, body })
    })
    xhr.addEventListener('error', () =>
      reject(new UploadNetworkError('The upload could not reach the server')),
    )
    xhr.addEventListener('timeout', () => reject(new UploadNetworkError('The upload timed out')))
    xhr.addEventListener('abort', () => reject(new UploadNetworkError('The upload was cancelled')))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })

    // The browser sets the multipart boundary itself; a content-type set here would break it.
    xhr.send(formData)
  })
}

/** `uploadWithProgress` with the signed-in admin's token filled in, for a section's submit handler. */
export function useUploadWithProgress() {
  const token = useAppSelector((state) => state.session.GWP_Token)
  return useCallback(
    <T = unknown>(options: Omit<UploadOptions, 'token'>) => uploadWithProgress<T>({ ...options, token }),
    [token],
  )
}
