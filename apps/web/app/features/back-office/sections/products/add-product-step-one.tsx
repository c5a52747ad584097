import { CATALOG_IMAGE_MESSAGES, CATALOG_IMAGE_RULES, PRODUCT_MESSAGES } from '@gwp/contracts'

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
        hint={CATALOG_IMAGE_MESSAGES.hint}
        accept={CATALOG_IMAGE_RULES.types}
        maxBytes={CATALOG_IMAGE_RULES.maxBytes}
        squarePx={{ min: CATALOG_IMAGE_RULES.minSide, max: CATALOG_IMAGE_RULES.maxSide }}
        cropSize={CATALOG_IMAGE_RULES.cropSide}
        maxFiles={CATALOG_IMAGE_RULES.maxProductImages}
        messages={{
          type: CATALOG_IMAGE_MESSAGES.type,
          size: CATALOG_IMAGE_MESSAGES.size,
          dimensions: CATALOG_IMAGE_MESSAGES.dimensions,
          tooMany: PRODUCT_MESSAGES.imageLimit,
        }}
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
