import {
  API_PATHS,
  PRODUCT_MESSAGES,
  type ProductCreateFields,
  type ProductSavedResponse,
} from '@gwp/contracts'
import { useState } from 'react'

import { useAppDispatch } from '#app/features/back-office/session/store'
import { catalogApi } from '#app/features/back-office/api/catalog-api'
import { useUploadWithProgress } from '#app/features/back-office/lib/upload-with-progress'
import { createFormData } from './product-form'

export type CreateResult = { ok: true; message: string } | { ok: false; error: unknown }

/**
 * Each image's share of the upload. The files travel last in the form, one after the other, and the
 * text fields before them are a few hundred bytes, so the bytes sent so far fall on the files in order.
 */
export function progressPerFile(files: readonly File[], percent: number): Map<File, number> {
  const total = files.reduce((sum, file) => sum + file.size, 0)
  let sent = (percent / 100) * total
  const progress = new Map<File, number>()
  for (const file of files) {
    const share = file.size === 0 ? 1 : Math.min(1, Math.max(0, sent / file.size))
    progress.set(file, Math.round(share * 100))
    sent -= file.size
  }
  return progress
}

/**
 * POST /api/v1/product/create as one multipart request with a progress bar per image; the product
 * list and the dashboard's counts reload after it (docs/requirements/products.md#calls).
 */
export function useCreateProduct() {
  const upload = useUploadWithProgress()
  const dispatch = useAppDispatch()
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<ReadonlyMap<File, number | null>>(new Map())

  const create = async (fields: ProductCreateFields, images: readonly File[]): Promise<CreateResult> => {
    setBusy(true)
    setProgress(new Map(images.map((file) => [file, 0])))
    try {
      const result = await upload<ProductSavedResponse>({
        url: API_PATHS.product.create,
        formData: createFormData(fields, images),
        onProgress: (percent) => setProgress(progressPerFile(images, percent)),
      })
      if (!result.ok) return { ok: false, error: result }
      dispatch(catalogApi.util.invalidateTags(['Product', 'Counts']))
      return { ok: true, message: result.body?.message || PRODUCT_MESSAGES.created }
    } catch (error) {
      return { ok: false, error }
    } finally {
      setBusy(false)
      setProgress(new Map())
    }
  }

  return { create, busy, progress }
}
