import {
  API_PATHS,
  fillPath,
  PRODUCT_MESSAGES,
  type Product,
  type ProductSavedResponse,
} from '@gwp/contracts'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'react-toastify'

import { useAppDispatch } from '#app/features/back-office/session/store'
import { catalogApi } from '#app/features/back-office/api/catalog-api'
import { useDeleteProductImageMutation } from '#app/features/back-office/api/products'
import { useUploadWithProgress } from '#app/features/back-office/lib/upload-with-progress'
import type { Notice } from './dialog-notice'
import { toastFailure } from '#app/features/back-office/lib/failure-toast'

/**
 * The edit form's images, changed one at a time and at once (docs/requirements/products.md#edit-product,
 * #calls): a picked file is sent through PATCH change-image (one file per call, several picks one after the
 * other), a removed one through DELETE image. The last image is refused here as the API refuses it.
 * The stored list follows each reply, so the form never waits for the list to reload.
 */
export function useProductImages(product: Product) {
  const upload = useUploadWithProgress()
  const dispatch = useAppDispatch()
  const [deleteImage] = useDeleteProductImageMutation()
  const [stored, setStored] = useState<readonly string[]>(product.images)
  /** Picked files still on their way (ImageUploadField's value). */
  const [pending, setPending] = useState<File[]>([])
  const [progress, setProgress] = useState<ReadonlyMap<File, number | null>>(new Map())
  const [removing, setRemoving] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | undefined>()
  /** The last outcome, said inside the modal as well as in a toast (dialog-notice.tsx). */
  const [notice, setNotice] = useState<Notice | null>(null)
  const pendingRef = useRef<File[]>([])
  const controllers = useRef(new Map<File, AbortController>())
  const queue = useRef<Promise<void>>(Promise.resolve())

  useEffect(() => {
    const running = controllers.current
    // Closing the modal stops what is still being sent.
    return () => running.forEach((controller) => controller.abort())
  }, [])

  const keepPending = (next: File[]) => {
    pendingRef.current = next
    setPending(next)
  }

  const uploadOne = async (file: File) => {
    const controller = controllers.current.get(file)
    if (!controller || controller.signal.aborted) return
    setProgress((current) => new Map(current).set(file, 0))
    const formData = new FormData()
    formData.append('images', file, file.name)
    try {
      const result = await upload<ProductSavedResponse>({
        url: fillPath(API_PATHS.product.changeImage, { id: product._id }),
        method: 'PATCH',
        formData,
        signal: controller.signal,
        onProgress: (percent) => setProgress((current) => new Map(current).set(file, percent)),
      })
      if (result.ok && result.body) {
        setStored(result.body.data.images)
        // An upload is no RTK mutation: the list and the counts are told here.
        dispatch(catalogApi.util.invalidateTags(['Product', 'Counts']))
        const text = result.body.message || PRODUCT_MESSAGES.imageAdded
        toast.success(text)
        setNotice({ tone: 'success', text })
      } else {
        setNotice({ tone: 'error', failure: toastFailure(PRODUCT_MESSAGES.uploadFailed, result) })
      }
    } catch (error) {
      // A file removed from the list while it was sent was cancelled on purpose.
      if (!controller.signal.aborted) {
        setNotice({ tone: 'error', failure: toastFailure(PRODUCT_MESSAGES.uploadFailed, error) })
      }
    } finally {
      controllers.current.delete(file)
      keepPending(pendingRef.current.filter((other) => other !== file))
      setProgress((current) => {
        const next = new Map(current)
        next.delete(file)
        return next
      })
    }
  }

  /** ImageUploadField's onChange: new files start uploading, dropped ones are cancelled. */
  const onFilesChange = (next: File[]) => {
    const before = pendingRef.current
    const added = next.filter((file) => !before.includes(file))
    for (const file of before) if (!next.includes(file)) controllers.current.get(file)?.abort()
    for (const file of added) controllers.current.set(file, new AbortController())
    keepPending(next)
    setRefusal(undefined)
    if (added.length > 0) setNotice(null)
    for (const file of added) queue.current = queue.current.then(() => uploadOne(file))
  }

  const remove = async (imagePath: string) => {
    if (removing) return
    if (stored.length <= 1) {
      setNotice(null)
      setRefusal(PRODUCT_MESSAGES.imagesRequired)
      return
    }
    setRefusal(undefined)
    setNotice(null)
    setRemoving(imagePath)
    try {
      // The mutation reloads the list itself.
      setStored((await deleteImage({ id: product._id, imagePath }).unwrap()).data.images)
      toast.success(PRODUCT_MESSAGES.imageRemoved)
      setNotice({ tone: 'success', text: PRODUCT_MESSAGES.imageRemoved })
    } catch (error) {
      setNotice({ tone: 'error', failure: toastFailure(PRODUCT_MESSAGES.imageDeleteFailed, error) })
    } finally {
      setRemoving(null)
    }
  }

  return { stored, pending, progress, removing, refusal, notice, onFilesChange, remove }
}
