import { CATALOG_MESSAGES, type Product } from '@gwp/contracts'

import { notFound } from '../../lib/errors.js'
import type { ProductsRepository, Visibility } from './products.repository.js'

export interface ProductsServiceDeps {
  products: ProductsRepository
}

/** Public product reads (public-site.md §7). Decision 7: inactive products are for signed-in admins only. */
export function createProductsService({ products }: ProductsServiceDeps) {
  return {
    // The lists are JSON text, written by the database (products.repository.ts).
    listJson: (visibility: Visibility): Promise<string> => products.listJson(visibility),

    /** The home page's premium products: active ones whoever asks, like the other public lists. */
    listActiveJson: (limit?: number): Promise<string> => products.listJson({ includeInactive: false }, limit),

    listActiveByCategoryJson: (categoryId: string): Promise<string> =>
      products.listActiveByCategoryJson(categoryId),

    listActiveBySubCategoryJson: (subCategoryId: string): Promise<string> =>
      products.listActiveBySubCategoryJson(subCategoryId),

    /** Missing and hidden answer alike, so a visitor cannot tell an inactive product exists. */
    async get(id: string, visibility: Visibility): Promise<Product> {
      const product = await products.find(id, visibility)
      if (!product) throw notFound(CATALOG_MESSAGES.productNotFound)
      return product
    },
  }
}

export type ProductsService = ReturnType<typeof createProductsService>
