import { PRODUCT_MESSAGES, type Product } from '@gwp/contracts'
import { useState } from 'react'

/**
 * The edit form's images, changed in the modal only (docs/requirements/products.md#edit-product): a picked
 * file waits beside the stored images, a removed stored image leaves the list, and nothing reaches
 * the server until Update sends the whole edit (save-product-edit.ts); Cancel leaves the product as
 * it was. The last image cannot be removed, here as in the API.
 */
export function useProductImages(product: Product) {
  /** The product's images as the server last said. */
  const [stored, setStored] = useState<readonly string[]>(product.images)
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  /** New pictures, in the order chosen (ImageUploadField's value). */
  const [added, setAdded] = useState<File[]>([])
  const [refusal, setRefusal] = useState<string | undefined>()
  const kept = stored.filter((image) => !removed.has(image))

  /** ImageUploadField's onChange: new pictures join the edit; the last image stays. */
  const onFilesChange = (next: File[]) => {
    if (kept.length + next.length === 0) {
      setRefusal(PRODUCT_MESSAGES.imagesRequired)
      return
    }
    setRefusal(undefined)
    setAdded(next)
  }

  const remove = (imagePath: string) => {
    if (kept.length + added.length <= 1) {
      setRefusal(PRODUCT_MESSAGES.imagesRequired)
      return
    }
    setRefusal(undefined)
    setRemoved((current) => new Set(current).add(imagePath))
  }

  /** After a save that stopped half-way: the server's images, and the pictures still to send. */
  const settle = (images: readonly string[], unsaved: File[], removalsSaved: boolean) => {
    setStored(images)
    setAdded(unsaved)
    if (removalsSaved) setRemoved(new Set())
  }

  return {
    stored,
    kept,
    removed,
    added,
    refusal,
    changed: removed.size > 0 || added.length > 0,
    onFilesChange,
    remove,
    settle,
  }
}

export type ProductImages = ReturnType<typeof useProductImages>
