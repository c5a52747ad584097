import {
  API_PATHS,
  fillPath,
  PAGE_SIZE,
  type Category,
  type CategoryListResponse,
  type DeletedResponse,
} from '@gwp/contracts'

import { catalogApi } from './catalog-api'

export interface CategoryPageArgs {
  page: number
  q: string
}

/** The Category section's table, one server page at a time, and the category choices of the forms. */
export const categoriesApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryPage: build.query<CategoryListResponse, CategoryPageArgs>({
      query: ({ page, q }) => ({
        url: API_PATHS.category.list,
        params: { page, limit: PAGE_SIZE.admin, ...(q ? { q } : {}) },
      }),
      providesTags: ['Category'],
    }),
    /** Every category, by name: the spec's plain list, for the product form's select. */
    getAllCategories: build.query<Category[], void>({
      query: () => API_PATHS.category.list,
      transformResponse: (response: CategoryListResponse) => response.data,
      providesTags: ['Category'],
    }),
    deleteCategory: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: fillPath(API_PATHS.category.delete, { id }), method: 'DELETE' }),
      invalidatesTags: ['Category', 'Counts'],
    }),
  }),
})

export const { useGetCategoryPageQuery, useGetAllCategoriesQuery, useDeleteCategoryMutation } = categoriesApi
