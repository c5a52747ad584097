import {
  API_PATHS,
  fillPath,
  PAGE_SIZE,
  type DeletedResponse,
  type Product,
  type ProductListResponse,
  type ProductSavedResponse,
  type ProductUpdateBody,
  type StatusFilter,
} from '@gwp/contracts'

import { catalogApi } from './catalog-api'

export interface ProductPageArgs {
  page: number
  q: string
  status: StatusFilter
}

/** The Products section: one server page at a time, and every change but new images (uploads). */
export const productsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getProductPage: build.query<ProductListResponse, ProductPageArgs>({
      query: ({ page, q, status }) => ({
        url: API_PATHS.product.list,
        params: { page, limit: PAGE_SIZE.admin, status, ...(q ? { q } : {}) },
      }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, string>({
      query: (id) => fillPath(API_PATHS.product.one, { id }),
      transformResponse: (response: { data: Product }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** JSON of the changed fields only (docs/requirements/products.md#calls). */
    updateProduct: build.mutation<ProductSavedResponse, { id: string; body: ProductUpdateBody }>({
      query: ({ id, body }) => ({ url: fillPath(API_PATHS.product.update, { id }), method: 'PATCH', body }),
      invalidatesTags: ['Product'],
    }),
    /** The spec sends `isActive` as the text "true" or "false". */
    changeProductStatus: build.mutation<ProductSavedResponse, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({
        url: fillPath(API_PATHS.product.statusChange, { id }),
        method: 'PATCH',
        body: { isActive: String(isActive) },
      }),
      invalidatesTags: ['Product', 'Counts'],
    }),
    deleteProductImage: build.mutation<ProductSavedResponse, { id: string; imagePath: string }>({
      query: ({ id, imagePath }) => ({
        url: fillPath(API_PATHS.product.deleteImage, { id }),
        method: 'DELETE',
        body: { imagePath },
      }),
      invalidatesTags: ['Product'],
    }),
    deleteProduct: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: fillPath(API_PATHS.product.delete, { id }), method: 'DELETE' }),
      invalidatesTags: ['Product', 'Counts', 'SubCategory'],
    }),
  }),
})

export const {
  useGetProductPageQuery,
  useGetProductQuery,
  useUpdateProductMutation,
  useChangeProductStatusMutation,
  useDeleteProductImageMutation,
  useDeleteProductMutation,
} = productsApi
