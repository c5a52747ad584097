import { useState } from 'react'

import { useUploadWithProgress } from '#app/features/back-office/lib/upload-with-progress'

export interface MultipartRequest {
  url: string
  method: 'POST' | 'PATCH'
  /** The text fields, sent in this order before the file. */
  fields: Record<string, string>
  /** Sent as the form's `image` part when given. */
  image?: File | undefined
}

/**
 * Sends one catalogue form as multipart (lib/upload-with-progress) and follows its file's progress
 * for the ImageUploadField's bar. A reply that is not 2xx is thrown as the upload result, which
 * `getApiError` reads like any other failure.
 */
export function useMultipartSave<T>() {
  const upload = useUploadWithProgress()
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<ReadonlyMap<File, number | null>>(() => new Map())

  const send = async ({ url, method, fields, image }: MultipartRequest): Promise<T> => {
    const formData = new FormData()
    for (const [name, value] of Object.entries(fields)) formData.append(name, value)
    if (image) {
      formData.append('image', image)
      setProgress(new Map([[image, null]]))
    }
    setSaving(true)
    try {
      const result = await upload<T>({
        url,
        method,
        formData,
        ...(image ? { onProgress: (percent: number) => setProgress(new Map([[image, percent]])) } : {}),
      })
      if (!result.ok || result.body === null) throw result
      return result.body
    } finally {
      setSaving(false)
      setProgress(new Map())
    }
  }

  return { send, saving, progress }
}
