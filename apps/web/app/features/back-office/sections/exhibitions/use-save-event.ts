import { API_PATHS, fillPath, type EventSavedResponse } from '@gwp/contracts'
import { useState } from 'react'

import { useAppDispatch } from '#app/features/back-office/session/store'
import { EVENT_TAGS, eventsApi } from '#app/features/back-office/api/events'
import { useUploadWithProgress } from '#app/features/back-office/lib/upload-with-progress'

export interface EventSave {
  /** The text fields to send: every field on create, the changed ones on update. */
  fields: Record<string, string>
  /**
   * Start and end joined by a hyphen, `10:00 AM-06:00 PM`: always sent
   * (docs/requirements/exhibitions.md#calls).
   */
  time: string
  /** Required on create; on update only when the banner is replaced. */
  banner?: File | undefined
}

/**
 * Create (POST /api/v1/event/create) or update (PUT /api/v1/event/update/:id) an event as multipart,
 * following the banner's upload for the ImageUploadField's bar, then reload the Exhibition table. A
 * reply that is not 2xx is thrown as the upload result, which `getApiError` reads like any failure;
 * no reply at all rejects with the upload's network error.
 */
export function useSaveEvent() {
  const dispatch = useAppDispatch()
  const upload = useUploadWithProgress()
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<ReadonlyMap<File, number | null>>(() => new Map())

  const save = async ({ fields, time, banner }: EventSave, id?: string): Promise<EventSavedResponse> => {
    const formData = new FormData()
    for (const [name, value] of Object.entries(fields)) formData.append(name, value)
    formData.append('time', time)
    if (banner) {
      formData.append('banner', banner)
      setProgress(new Map([[banner, null]]))
    }
    setSaving(true)
    try {
      const result = await upload<EventSavedResponse>({
        url: id ? fillPath(API_PATHS.event.update, { id }) : API_PATHS.event.create,
        method: id ? 'PUT' : 'POST',
        formData,
        ...(banner ? { onProgress: (percent: number) => setProgress(new Map([[banner, percent]])) } : {}),
      })
      if (!result.ok || result.body === null) throw result
      dispatch(eventsApi.util.invalidateTags([...EVENT_TAGS]))
      return result.body
    } finally {
      setSaving(false)
      setProgress(new Map())
    }
  }

  return { save, saving, progress }
}
