import { CATALOG_MESSAGES, type Product } from '@gwp/contracts'

import { notFound } from '../../lib/errors.js'
import type { ProductsRepository, Visibility } from './products.repository.js'

export interface ProductsServiceDeps {
  products: ProductsRepository
}

/** Public product reads (public-site.md §7). Decision 7: inactive products are for signed-in admins only. */
export function createProductsService({ products }: ProductsServiceDeps) {
  return {
    list: (visibility: Visibility): Promise<Product[]> => products.list(visibility),

    /** The home page's premium products: active ones whoever asks, like the other public lists. */
    listActive: (limit?: number): Promise<Product[]> => products.list({ includeInactive: false }, limit),

    listActiveByCategory: (categoryId: string): Promise<Product[]> =>
      products.listActiveByCategory(categoryId),

    listActiveBySubCategory: (subCategoryId: string): Promise<Product[]> =>
      products.listActiveBySubCategory(subCategoryId),

    /** Missing and hidden answer alike, so a visitor cannot tell an inactive product exists. */
    async get(id: string, visibility: Visibility): Promise<Product> {
      const product = await products.find(id, visibility)
      if (!product) throw notFound(CATALOG_MESSAGES.productNotFound)
      return product
    },
  }
}

export type ProductsService = ReturnType<typeof createProductsService>
