import { CATALOG_IMAGE_MESSAGES, CATALOG_IMAGE_RULES, PRODUCT_MESSAGES, variantPath } from '@gwp/contracts'

import { ImageUploadField } from '#app/components/ui/image-upload-field'
import { ProductMainFields } from './product-main-fields'
import type { ProductImages } from './use-product-images'

/** Said before the admin acts: images, like every other field, are saved by Update, not at once. */
const EDIT_IMAGE_HINT =
  'PNG, JPG or WebP, 1000–1010 px on each side, at most 5 MB. Added and removed images are saved with the other changes when you press Update; Cancel keeps the product as it is.'

export interface EditProductStepOneProps {
  name: string
  images: ProductImages
  /** Upload progress of each new picture while Update sends them. */
  progress: ReadonlyMap<File, number | null>
  saving: boolean
}

/**
 * Step one of "Edit Product": the images (back-office.md §5 "Product edit": added and removed here,
 * saved by Update), then category, sub-category, name, description and colours.
 */
export function EditProductStepOne({ name, images, progress, saving }: EditProductStepOneProps) {
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
        existing={images.kept.map((path, index) => ({
          key: path,
          url: `/${variantPath(path, 400)}`,
          alt: `${name} image ${index + 1}`,
        }))}
        onRemoveExisting={(image) => images.remove(image.key)}
        value={images.added}
        onChange={images.onFilesChange}
        progress={progress}
        error={images.refusal}
        disabled={saving}
      />
      <ProductMainFields />
    </div>
  )
}
