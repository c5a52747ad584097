import { IMAGE_KINDS, imageHref, variantPath } from '@gwp/contracts'

import { ImageUploadField } from '#app/components/ui/image-upload-field'
import { ProductMainFields } from './product-main-fields'
import type { ProductImages } from './use-product-images'

export interface EditProductStepOneProps {
  name: string
  images: ProductImages
  /** Upload progress of each new picture while Update sends them. */
  progress: ReadonlyMap<File, number | null>
  saving: boolean
}

/**
 * Step one of "Edit Product": the images (docs/requirements/products.md#edit-product: added and removed here,
 * saved by Update), then category, sub-category, name, description and colours.
 */
export function EditProductStepOne({ name, images, progress, saving }: EditProductStepOneProps) {
  return (
    <div className="space-y-5">
      <ImageUploadField
        label="Images"
        rules={IMAGE_KINDS.productEdit}
        existing={images.kept.map((path, index) => ({
          key: path,
          url: imageHref(variantPath(path, 400)),
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
