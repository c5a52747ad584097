import { CATALOG_IMAGE_MESSAGES, CATALOG_IMAGE_RULES, PRODUCT_MESSAGES, variantPath } from '@gwp/contracts'

import { ImageUploadField } from '#app/components/ui/image-upload-field'
import { DialogNotice } from './dialog-notice'
import { ProductMainFields } from './product-main-fields'
import type { useProductImages } from './use-product-images'

const EDIT_IMAGE_HINT =
  'PNG, JPG or WebP, 1000–1010 px on each side, at most 5 MB. Changes are saved at once.'

export interface EditProductStepOneProps {
  name: string
  images: ReturnType<typeof useProductImages>
}

/**
 * Step one of "Edit Product": the stored images (each added or removed at once,
 * docs/requirements/products.md#edit-product), then category, sub-category, name, description and colours.
 */
export function EditProductStepOne({ name, images }: EditProductStepOneProps) {
  return (
    <div className="space-y-5">
      <ImageUploadField
        label="Images"
        hint={EDIT_IMAGE_HINT}
        accept={CATALOG_IMAGE_RULES.editTypes}
        maxBytes={CATALOG_IMAGE_RULES.maxBytes}
        squarePx={{ min: CATALOG_IMAGE_RULES.minSide, max: CATALOG_IMAGE_RULES.maxSide }}
        cropSize={CATALOG_IMAGE_RULES.cropSide}
        maxFiles={CATALOG_IMAGE_RULES.maxProductImages}
        messages={{
          type: PRODUCT_MESSAGES.editImageType,
          size: PRODUCT_MESSAGES.editImageSize,
          dimensions: CATALOG_IMAGE_MESSAGES.dimensions,
          tooMany: PRODUCT_MESSAGES.moreImages,
        }}
        existing={images.stored.map((path, index) => ({
          key: path,
          url: `/${variantPath(path, 400)}`,
          alt: `${name} image ${index + 1}`,
        }))}
        onRemoveExisting={(image) => void images.remove(image.key)}
        value={images.pending}
        onChange={images.onFilesChange}
        progress={images.progress}
        error={images.refusal}
        disabled={images.removing !== null}
      />
      <DialogNotice notice={images.notice} />
      <ProductMainFields />
    </div>
  )
}
