import { API_PATHS, fillPath, type Translations, type SubCategorySavedResponse } from '@gwp/contracts'

import { useAppDispatch } from '#app/features/back-office/session/store'
import { catalogApi } from '#app/features/back-office/api/catalog-api'
import { translationsFormField } from '#app/features/back-office/lib/translation-values'
import { useMultipartSave } from './use-multipart-save'

export interface SubCategorySave {
  name: string
  description: string
  /** The parent category's id. */
  category: string
  /** Required on add; on edit only when the picture is replaced. */
  image?: File | undefined
  /** The languages to write (translationsToSend); sent as JSON text, left out when undefined. */
  translations?: Translations<'subCategory'> | undefined
}

/**
 * Add (POST /api/v1/sub-category/create: name, description, category, image) or edit
 * (PATCH /api/v1/sub-category/:id: name, description, optional image) a sub-category, then reload
 * that category's list: its expanded row and the product forms' choices
 * (docs/requirements/categories.md#states).
 */
export function useSaveSubCategory() {
  const dispatch = useAppDispatch()
  const { send, saving, progress } = useMultipartSave<SubCategorySavedResponse>()

  const save = async ({ name, description, category, image, translations }: SubCategorySave, id?: string) => {
    const saved = await send({
      url: id ? fillPath(API_PATHS.subCategory.one, { id }) : API_PATHS.subCategory.create,
      method: id ? 'PATCH' : 'POST',
      fields: {
        ...(id ? { name, description } : { name, description, category }),
        ...translationsFormField(translations),
      },
      image,
    })
    dispatch(catalogApi.util.invalidateTags([{ type: 'SubCategory', id: category }]))
    return saved
  }

  return { save, saving, progress }
}
