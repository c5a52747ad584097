import { CATALOG_MESSAGES, type Category } from '@gwp/contracts'

import { notFound } from '../../lib/errors.js'
import type { CategoriesRepository } from './categories.repository.js'

export interface CategoriesServiceDeps {
  categories: CategoriesRepository
}

/** Categories are always public: they carry no active flag (public-site.md §3). */
export function createCategoriesService({ categories }: CategoriesServiceDeps) {
  return {
    /** JSON text, written by the database (categories.repository.ts). */
    listJson: (): Promise<string> => categories.listJson(),

    async get(id: string): Promise<Category> {
      const category = await categories.find(id)
      if (!category) throw notFound(CATALOG_MESSAGES.categoryNotFound)
      return category
    },
  }
}

export type CategoriesService = ReturnType<typeof createCategoriesService>
