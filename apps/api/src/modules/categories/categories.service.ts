import {
  CATALOG_MESSAGES,
  CATEGORY_MESSAGES,
  categoryInUseMessage,
  paginationOf,
  type Category,
  type ListPage,
  type Pagination,
  type TranslationLanguage,
  type Translations,
} from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import { bumpContentVersion } from '../../db/content-versions.js'
import type { Database } from '../../db/database.js'
import { isUniqueViolation } from '../../db/dialect.js'
import {
  ADMIN_VIEW,
  mergeTranslations,
  parseTranslations,
  presentRecord,
  type ReadView,
} from '../../lib/content-translations.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'
import { IMAGE_RULES } from '../../storage/image-rules.js'
import { removeImagesAfterCommit, withStoredImages } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'
import type { CategoriesRepository } from './categories.repository.js'

export interface CategoriesServiceDeps {
  db: Kysely<Database>
  categories: CategoriesRepository
  storage: Storage
  log: FastifyBaseLogger
}

export interface NewCategory {
  name: string
  description: string
  /** The uploaded file, or undefined when the form carried none. */
  image: Buffer | undefined
  translations?: Translations<'category'> | undefined
}

export interface CategoryChanges {
  name?: string | undefined
  description?: string | undefined
  image?: Buffer | undefined
  /** Each language named replaces that language's translations; the others stay. */
  translations?: Translations<'category'> | undefined
}

/** The stored translations as the text a merge starts from. */
const storedText = (category: Category) => JSON.stringify(category.translations ?? {})

/** A category as `view` answers it: in a language, or English with an admin's translations. */
const present = (category: Category, view: ReadView): Category =>
  presentRecord('category', category, category.translations ?? {}, view)

/** An empty file part is what a form sends when no file was chosen. */
const fileOrNothing = (image: Buffer | undefined) => (image && image.length > 0 ? image : undefined)

/**
 * Categories are always public: they carry no active flag (docs/requirements/categories.md#fields). Every
 * write raises the 'catalog' content version after the row changed, in the same transaction, so the cached
 * public reads show it on the next request. Images are stored before the transaction and removed again if
 * it fails; replaced or deleted images are removed after the commit (docs/security.md#s14).
 */
export function createCategoriesService({ db, categories, storage, log }: CategoriesServiceDeps) {
  const nameTaken = async (name: string, exceptId: string | null, trx: Kysely<Database>) => {
    if (await categories.nameTaken(name, exceptId, trx)) throw conflict(CATEGORY_MESSAGES.nameTaken)
  }
  /** The check above, unless two requests race past it: then the unique index (0004) refuses one. */
  const inNameTransaction = async <T>(write: (trx: Kysely<Database>) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction().execute(write)
    } catch (error) {
      throw isUniqueViolation(error) ? conflict(CATEGORY_MESSAGES.nameTaken) : error
    }
  }

  return {
    /** JSON text, written by the database in the language asked for (categories.repository.ts). */
    listJson: (lang?: TranslationLanguage): Promise<string> => categories.listJson(lang),

    /** The back office's table: one page, searched by name. */
    async listPage(page: ListPage, view: ReadView): Promise<{ data: Category[]; pagination: Pagination }> {
      const { rows, total } = await categories.listPage(page)
      return { data: rows.map((row) => present(row, view)), pagination: paginationOf(page, total) }
    },

    async get(id: string, view: ReadView): Promise<Category> {
      const category = await categories.find(id)
      if (!category) throw notFound(CATALOG_MESSAGES.categoryNotFound)
      return present(category, view)
    },

    async create({ name, description, image, translations }: NewCategory): Promise<Category> {
      const file = fileOrNothing(image)
      if (!file) throw badRequest(CATEGORY_MESSAGES.imageRequired)
      return withStoredImages(storage, [file], 'categories', IMAGE_RULES.category, async ([stored]) => {
        const now = nowIso()
        const translated = mergeTranslations('category', '{}', translations) ?? '{}'
        const category: Category = {
          _id: newId(),
          name,
          description,
          image: stored!.path,
          createdAt: now,
          updatedAt: now,
        }
        await inNameTransaction(async (trx) => {
          await nameTaken(name, null, trx)
          const { _id: id, ...values } = category
          await categories.create({ id, ...values, translations: translated }, trx)
          await bumpContentVersion(trx, 'catalog')
        })
        return present({ ...category, translations: parseTranslations(translated) }, ADMIN_VIEW)
      })
    },

    /**
     * Only what differs from the stored category is written; a form that changes nothing (the same
     * texts once trimmed, no new image) is refused, as the edit modal refuses it.
     */
    async update(id: string, changes: CategoryChanges): Promise<Category> {
      const current = await categories.find(id)
      if (!current) throw notFound(CATEGORY_MESSAGES.notFound)
      const file = fileOrNothing(changes.image)
      const texts: { name?: string; description?: string } = {}
      if (changes.name !== undefined && changes.name !== current.name) texts.name = changes.name
      if (changes.description !== undefined && changes.description !== current.description) {
        texts.description = changes.description
      }
      const translationsChanged =
        mergeTranslations('category', storedText(current), changes.translations) !== null
      if (!file && Object.keys(texts).length === 0 && !translationsChanged) {
        throw badRequest(CATEGORY_MESSAGES.noChanges)
      }

      const { saved, replaced } = await withStoredImages(
        storage,
        file ? [file] : [],
        'categories',
        IMAGE_RULES.category,
        async ([stored]) =>
          inNameTransaction(async (trx) => {
            // Read again inside the transaction: the image to remove is the one this write replaces.
            const row = await categories.find(id, trx)
            if (!row) throw notFound(CATEGORY_MESSAGES.notFound)
            if (texts.name !== undefined) await nameTaken(texts.name, id, trx)
            // Merged with the row as it is now, so a concurrent edit of the other language stays.
            const translations = mergeTranslations('category', storedText(row), changes.translations)
            const values = { ...texts, ...(stored ? { image: stored.path } : {}), updatedAt: nowIso() }
            await categories.update(id, { ...values, ...(translations ? { translations } : {}) }, trx)
            await bumpContentVersion(trx, 'catalog')
            const saved: Category = {
              ...row,
              ...values,
              ...(translations ? { translations: parseTranslations(translations) } : {}),
            }
            return { saved: present(saved, ADMIN_VIEW), replaced: stored ? row.image : null }
          }),
      )
      if (replaced) await removeImagesAfterCommit(storage, [replaced], log)
      return saved
    },

    /**
     * Deletes lose nothing (docs/requirements/api.md#deletes-lose-nothing): a category that still has
     * sub-categories or products stays, with a 409 saying why. The row goes first and its files after the
     * commit.
     */
    async delete(id: string): Promise<void> {
      const image = await db.transaction().execute(async (trx) => {
        const category = await categories.find(id, trx)
        if (!category) throw notFound(CATEGORY_MESSAGES.notFound)
        const { subCategories, products } = await categories.countDependents(id, trx)
        if (subCategories > 0 || products > 0) throw conflict(categoryInUseMessage(subCategories, products))
        // Another request may have removed it since it was read: that is a 404 too.
        if (!(await categories.delete(id, trx))) throw notFound(CATEGORY_MESSAGES.notFound)
        await bumpContentVersion(trx, 'catalog')
        return category.image
      })
      await removeImagesAfterCommit(storage, [image], log)
    },
  }
}

export type CategoriesService = ReturnType<typeof createCategoriesService>
