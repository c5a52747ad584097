import { CATALOG_MESSAGES, type SubCategory } from '@gwp/contracts'

import { notFound } from '../../lib/errors.js'
import type { SubCategoriesRepository } from './sub-categories.repository.js'

export interface SubCategoriesServiceDeps {
  subCategories: SubCategoriesRepository
}

/** Sub-categories carry no active flag: every one is public (public-site.md §3). */
export function createSubCategoriesService({ subCategories }: SubCategoriesServiceDeps) {
  return {
    list: (): Promise<SubCategory[]> => subCategories.list(),

    /**
     * An unknown category has no sub-categories: an empty list, not a 404. The category page shows
     * "no products" either way, and the answer needs one indexed query instead of two.
     */
    listByCategory: (categoryId: string): Promise<SubCategory[]> => subCategories.listByCategory(categoryId),

    async get(id: string): Promise<SubCategory> {
      const subCategory = await subCategories.find(id)
      if (!subCategory) throw notFound(CATALOG_MESSAGES.subCategoryNotFound)
      return subCategory
    },
  }
}

export type SubCategoriesService = ReturnType<typeof createSubCategoriesService>
