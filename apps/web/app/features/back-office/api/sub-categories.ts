import {
  API_PATHS,
  fillPath,
  type DeletedResponse,
  type SubCategory,
  type SubCategoryListResponse,
} from '@gwp/contracts'

import { catalogApi } from './catalog-api'

/** A category's sub-categories: its expanded row in the Category section, and the product forms. */
export const subCategoriesApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getSubCategoriesByCategory: build.query<SubCategory[], string>({
      query: (categoryId) => fillPath(API_PATHS.subCategory.byCategory, { id: categoryId }),
      transformResponse: (response: SubCategoryListResponse) => response.data,
      providesTags: (_result, _error, categoryId) => [{ type: 'SubCategory', id: categoryId }, 'SubCategory'],
    }),
    deleteSubCategory: build.mutation<DeletedResponse, { id: string; categoryId: string }>({
      query: ({ id }) => ({ url: fillPath(API_PATHS.subCategory.delete, { id }), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { categoryId }) => [{ type: 'SubCategory', id: categoryId }],
    }),
  }),
})

export const { useGetSubCategoriesByCategoryQuery, useDeleteSubCategoryMutation } = subCategoriesApi
