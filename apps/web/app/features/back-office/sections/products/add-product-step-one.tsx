import { IMAGE_KINDS } from '@gwp/contracts'

import { ImageUploadField } from '#app/components/ui/image-upload-field'
import { ProductMainFields } from './product-main-fields'

export interface AddProductStepOneProps {
  images: readonly File[]
  onImagesChange: (images: File[]) => void
  imagesError?: string | undefined
  progress: ReadonlyMap<File, number | null>
  busy: boolean
}

/**
 * Step one of "Add Product" (docs/requirements/products.md#states, #rules): one to three square PNG or JPEG
 * pictures of 1000–1010 px and at most 5 MB (a picture of another size is offered a crop), then category,
 * sub-category, name, description and colours.
 */
export function AddProductStepOne({
  images,
  onImagesChange,
  imagesError,
  progress,
  busy,
}: AddProductStepOneProps) {
  return (
    <div className="space-y-5">
      <ImageUploadField
        label="Images"
        rules={IMAGE_KINDS.product}
        value={images}
        onChange={onImagesChange}
        progress={progress}
        error={imagesError}
        disabled={busy}
      />
      <ProductMainFields />
    </div>
  )
}
