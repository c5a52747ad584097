import { API_PATHS, fillPath, type Product, type ProductSavedResponse } from '@gwp/contracts'
import { useState } from 'react'

import { useAppDispatch } from '#app/features/back-office/session/store'
import { catalogApi } from '#app/features/back-office/api/catalog-api'
import {
  useDeleteProductImageMutation,
  useUpdateProductMutation,
} from '#app/features/back-office/api/products'
import { useUploadWithProgress } from '#app/features/back-office/lib/upload-with-progress'
import { saveProductEdit, type ProductEdit, type SaveStep } from './save-product-edit'

const stepText = (step: SaveStep) =>
  step.kind === 'upload'
    ? `Uploading image ${step.number} of ${step.of}: ${step.file.name}…`
    : step.kind === 'update'
      ? 'Saving the changes…'
      : 'Deleting the images stored before the failure…'

/**
 * Update's save for the Edit Product modal: the edit applied as one change (save-product-edit.ts)
 * through the API's calls, with what is under way (`step`) and each picture's upload progress.
 */
export function useSaveProductEdit(product: Product) {
  const dispatch = useAppDispatch()
  const upload = useUploadWithProgress()
  const [deleteImage] = useDeleteProductImageMutation()
  const [updateProduct] = useUpdateProductMutation()
  const [saving, setSaving] = useState(false)
  const [step, setStep] = useState<string | null>(null)
  const [progress, setProgress] = useState<ReadonlyMap<File, number | null>>(new Map())

  const uploadOne = async (file: File) => {
    const formData = new FormData()
    formData.append('images', file, file.name)
    setProgress((current) => new Map(current).set(file, null))
    try {
      const result = await upload<ProductSavedResponse>({
        url: fillPath(API_PATHS.product.changeImage, { id: product._id }),
        method: 'PATCH',
        formData,
        onProgress: (percent) => setProgress((current) => new Map(current).set(file, percent)),
      })
      // A refusal is thrown as the reply itself: getApiError reads its status and body.
      if (!result.ok || !result.body) throw result
      return result.body.data
    } finally {
      setProgress((current) => {
        const next = new Map(current)
        next.delete(file)
        return next
      })
    }
  }

  const save = async (edit: ProductEdit) => {
    setSaving(true)
    try {
      const outcome = await saveProductEdit(
        edit,
        {
          upload: uploadOne,
          removeImage: async (imagePath) => (await deleteImage({ id: product._id, imagePath }).unwrap()).data,
          update: async (body) => (await updateProduct({ id: product._id, body }).unwrap()).data,
        },
        (next) => setStep(stepText(next)),
      )
      // Uploads are no RTK mutations: the list and the counts are told here.
      if (edit.added.length > 0) dispatch(catalogApi.util.invalidateTags(['Product', 'Counts']))
      return outcome
    } finally {
      setSaving(false)
      setStep(null)
    }
  }

  return { save, saving, step, progress }
}
