import { PRODUCT_MESSAGES, type Product } from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'

import { badRequest, notFound } from '../../lib/errors.js'
import { IMAGE_RULES } from '../../storage/image-rules.js'
import { removeImagesAfterCommit, withStoredImages } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'
import { imagesOf, MAX_IMAGES, withFiles, type ProductChanges } from './product-changes.js'
import type { ProductsRepository } from './products.repository.js'

export interface ProductImagesDeps {
  products: ProductsRepository
  changes: ProductChanges
  storage: Storage
  log: FastifyBaseLogger
}

/**
 * The edit form's images, one at a time (docs/requirements/products.md#rules): at most 3, never fewer than 1.
 * The new file is stored before its transaction and removed again if that fails; a removed image's files go
 * after the commit (docs/security.md#s14).
 */
export function createProductImages({ products, changes, storage, log }: ProductImagesDeps) {
  return {
    /** One more image (edit form rules); refused, and its files removed, if the product has 3. */
    async addImage(id: string, images: Buffer[] | undefined): Promise<Product> {
      const [file, ...others] = withFiles(images)
      if (!file) throw badRequest(PRODUCT_MESSAGES.selectImage)
      if (others.length > 0) throw badRequest(PRODUCT_MESSAGES.imageLimit)
      // Cheap refusals first, before the image is decoded; the transaction decides for good.
      const row = await products.findStored(id)
      if (!row) throw notFound(PRODUCT_MESSAGES.notFound)
      if (imagesOf(row).length >= MAX_IMAGES) throw badRequest(PRODUCT_MESSAGES.imageLimit)

      return withStoredImages(storage, [file], 'products', IMAGE_RULES.productEdit, async ([stored]) => {
        const { product } = await changes.changeProduct(id, async (current) => {
          const held = imagesOf(current)
          if (held.length >= MAX_IMAGES) throw badRequest(PRODUCT_MESSAGES.imageLimit)
          return { images: JSON.stringify([...held, stored!.path]) }
        })
        return product
      })
    },

    /** Removes one image; never the last. Its files go after the commit. */
    async removeImage(id: string, imagePath: string): Promise<Product> {
      const { product } = await changes.changeProduct(id, async (row) => {
        const held = imagesOf(row)
        if (!held.includes(imagePath)) throw notFound(PRODUCT_MESSAGES.imageNotFound)
        if (held.length === 1) throw badRequest(PRODUCT_MESSAGES.imagesRequired)
        return { images: JSON.stringify(held.filter((image) => image !== imagePath)) }
      })
      await removeImagesAfterCommit(storage, [imagePath], log)
      return product
    },
  }
}
