import { IMAGE_KINDS, variantPath } from '@gwp/contracts'

import { ImageUploadField } from '#app/components/ui/image-upload-field'
import { DialogNotice } from './dialog-notice'
import { ProductMainFields } from './product-main-fields'
import type { useProductImages } from './use-product-images'

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
        rules={IMAGE_KINDS.productEdit}
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
