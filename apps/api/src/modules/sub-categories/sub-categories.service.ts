import {
  CATALOG_MESSAGES,
  SUB_CATEGORY_MESSAGES,
  subCategoryInUseMessage,
  type SubCategory,
  type Translations,
} from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import { bumpContentVersion } from '../../db/content-versions.js'
import type { Database } from '../../db/database.js'
import {
  ADMIN_VIEW,
  mergeTranslations,
  parseTranslations,
  presentRecord,
  type ReadView,
} from '../../lib/content-translations.js'
import { badRequest, conflict, invalidField, notFound } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'
import { IMAGE_RULES } from '../../storage/image-rules.js'
import { removeImagesAfterCommit, withStoredImages } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'
import type { SubCategoriesRepository, SubCategoryUpdate } from './sub-categories.repository.js'

export interface SubCategoriesServiceDeps {
  db: Kysely<Database>
  subCategories: SubCategoriesRepository
  storage: Storage
  log: FastifyBaseLogger
}

export interface NewSubCategory {
  name: string
  description: string
  /** The parent category's id. */
  category: string
  /** The uploaded file, or undefined when the form carried none. */
  image: Buffer | undefined
  translations?: Translations<'subCategory'> | undefined
}

export interface SubCategoryChanges {
  name?: string | undefined
  description?: string | undefined
  image?: Buffer | undefined
  /** Each language named replaces that language's translations; the others stay. */
  translations?: Translations<'subCategory'> | undefined
}

/** A sub-category as `view` answers it: in a language, or English with an admin's translations. */
const present = (subCategory: SubCategory, view: ReadView): SubCategory =>
  presentRecord('subCategory', subCategory, subCategory.translations ?? {}, view)

const storedText = (subCategory: SubCategory) => JSON.stringify(subCategory.translations ?? {})

/** An empty file part is what a form sends when no file was chosen. */
const fileOrNothing = (image: Buffer | undefined) => (image && image.length > 0 ? image : undefined)

const categoryMissing = () => invalidField('category', SUB_CATEGORY_MESSAGES.categoryNotFound)

/**
 * Sub-categories carry no active flag: every one is public (docs/requirements/categories.md#fields). Writes
 * follow the categories' (categories.service.ts): the image stored first and removed again on failure, the
 * row and the 'catalog' content version in one transaction, replaced or deleted files removed after it.
 */
export function createSubCategoriesService({ db, subCategories, storage, log }: SubCategoriesServiceDeps) {
  return {
    async list(view: ReadView): Promise<SubCategory[]> {
      return (await subCategories.list()).map((row) => present(row, view))
    },

    /**
     * An unknown category has no sub-categories: an empty list, not a 404. The category page shows
     * "no products" either way, and the answer needs one indexed query instead of two.
     */
    async listByCategory(categoryId: string, view: ReadView): Promise<SubCategory[]> {
      return (await subCategories.listByCategory(categoryId)).map((row) => present(row, view))
    },

    async get(id: string, view: ReadView): Promise<SubCategory> {
      const subCategory = await subCategories.find(id)
      if (!subCategory) throw notFound(CATALOG_MESSAGES.subCategoryNotFound)
      return present(subCategory, view)
    },

    async create({ name, description, category, image, translations }: NewSubCategory): Promise<SubCategory> {
      const file = fileOrNothing(image)
      if (!file) throw badRequest(SUB_CATEGORY_MESSAGES.imageRequired)
      // Before the image is processed, so a stale category choice is answered at once.
      if (!(await subCategories.categoryExists(category))) throw categoryMissing()
      return withStoredImages(
        storage,
        [file],
        'sub-categories',
        IMAGE_RULES.subCategory,
        async ([stored]) => {
          const subCategory: SubCategory = {
            _id: newId(),
            name,
            description,
            image: stored!.path,
            category,
            createdAt: nowIso(),
          }
          const translated = mergeTranslations('subCategory', '{}', translations) ?? '{}'
          await db.transaction().execute(async (trx) => {
            // Deleted meanwhile: the same answer (and no foreign-key failure as a 500).
            if (!(await subCategories.categoryExists(category, trx))) throw categoryMissing()
            await subCategories.create(
              {
                id: subCategory._id,
                name,
                description,
                image: subCategory.image,
                categoryId: category,
                createdAt: subCategory.createdAt,
                updatedAt: subCategory.createdAt,
                translations: translated,
              },
              trx,
            )
            await bumpContentVersion(trx, 'catalog')
          })
          return present({ ...subCategory, translations: parseTranslations(translated) }, ADMIN_VIEW)
        },
      )
    },

    /** Only what differs is written; a form that changes nothing is refused ("No changes detected."). */
    async update(id: string, changes: SubCategoryChanges): Promise<SubCategory> {
      const current = await subCategories.find(id)
      if (!current) throw notFound(SUB_CATEGORY_MESSAGES.notFound)
      const file = fileOrNothing(changes.image)
      const texts: { name?: string; description?: string } = {}
      if (changes.name !== undefined && changes.name !== current.name) texts.name = changes.name
      if (changes.description !== undefined && changes.description !== current.description) {
        texts.description = changes.description
      }
      const translationsChanged =
        mergeTranslations('subCategory', storedText(current), changes.translations) !== null
      if (!file && Object.keys(texts).length === 0 && !translationsChanged) {
        throw badRequest(SUB_CATEGORY_MESSAGES.noChanges)
      }

      const { saved, replaced } = await withStoredImages(
        storage,
        file ? [file] : [],
        'sub-categories',
        IMAGE_RULES.subCategory,
        async ([stored]) =>
          db.transaction().execute(async (trx) => {
            // Read again inside the transaction: the image to remove is the one this write replaces.
            const row = await subCategories.find(id, trx)
            if (!row) throw notFound(SUB_CATEGORY_MESSAGES.notFound)
            const shown = { ...texts, ...(stored ? { image: stored.path } : {}) }
            // Merged with the row as it is now, so a concurrent edit of the other language stays.
            const translations = mergeTranslations('subCategory', storedText(row), changes.translations)
            const values: SubCategoryUpdate = {
              ...shown,
              ...(translations ? { translations } : {}),
              updatedAt: nowIso(),
            }
            await subCategories.update(id, values, trx)
            await bumpContentVersion(trx, 'catalog')
            const saved: SubCategory = {
              ...row,
              ...shown,
              ...(translations ? { translations: parseTranslations(translations) } : {}),
            }
            return { saved: present(saved, ADMIN_VIEW), replaced: stored ? row.image : null }
          }),
      )
      if (replaced) await removeImagesAfterCommit(storage, [replaced], log)
      return saved
    },

    /**
     * Deletes lose nothing (docs/requirements/api.md#deletes-lose-nothing): a sub-category that products
     * still point at stays, with a 409 saying why.
     */
    async delete(id: string): Promise<void> {
      const image = await db.transaction().execute(async (trx) => {
        const subCategory = await subCategories.find(id, trx)
        if (!subCategory) throw notFound(SUB_CATEGORY_MESSAGES.notFound)
        const products = await subCategories.countProducts(id, trx)
        if (products > 0) throw conflict(subCategoryInUseMessage(products))
        // Another request may have removed it since it was read: that is a 404 too.
        if (!(await subCategories.delete(id, trx))) throw notFound(SUB_CATEGORY_MESSAGES.notFound)
        await bumpContentVersion(trx, 'catalog')
        return subCategory.image
      })
      await removeImagesAfterCommit(storage, [image], log)
    },
  }
}

export type SubCategoriesService = ReturnType<typeof createSubCategoriesService>
