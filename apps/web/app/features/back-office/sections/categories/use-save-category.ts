import { API_PATHS, fillPath, type Translations, type CategorySavedResponse } from '@gwp/contracts'

import { useAppDispatch } from '#app/features/back-office/session/store'
import { catalogApi } from '#app/features/back-office/api/catalog-api'
import { translationsFormField } from '#app/features/back-office/lib/translation-values'
import { useMultipartSave } from './use-multipart-save'

export interface CategorySave {
  name: string
  description: string
  /** Required on add; on edit only when the picture is replaced. */
  image?: File | undefined
  /** The languages to write (translationsToSend); sent as JSON text, left out when undefined. */
  translations?: Translations<'category'> | undefined
}

/**
 * Add (POST /api/v1/category/create) or edit (PATCH /api/v1/category/update/:id) a category with
 * its picture, then reload what shows categories: the table, the dashboard's count, and on an edit
 * the product rows that carry the category's name.
 */
export function useSaveCategory() {
  const dispatch = useAppDispatch()
  const { send, saving, progress } = useMultipartSave<CategorySavedResponse>()

  const save = async ({ name, description, image, translations }: CategorySave, id?: string) => {
    const saved = await send({
      url: id ? fillPath(API_PATHS.category.update, { id }) : API_PATHS.category.create,
      method: id ? 'PATCH' : 'POST',
      fields: { name, description, ...translationsFormField(translations) },
      image,
    })
    dispatch(catalogApi.util.invalidateTags(id ? ['Category', 'Product'] : ['Category', 'Counts']))
    return saved
  }

  return { save, saving, progress }
}
