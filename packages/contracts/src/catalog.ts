import { z } from 'zod'

import type { ProductColor } from './catalog-values.js'
import { PaginationSchema } from './common.js'
import { translatedRecordFields } from './translation-schemas.js'

/**
 * The public catalogue's reads (docs/requirements/products.md#fields, #calls;
 * docs/requirements/api.md#live-content-only for visibility).
 */

/** Any text: a malformed id simply matches nothing and answers the resource's 404, never a 500. */
export const CatalogIdParamsSchema = z.object({ id: z.string() })
export type CatalogIdParams = z.infer<typeof CatalogIdParamsSchema>

export const CategoryIdParamsSchema = z.object({ categoryId: z.string() })
export type CategoryIdParams = z.infer<typeof CategoryIdParamsSchema>

/** One entry of a product's colours, from the colour picker's palette. */
export const ProductColorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hex: z.string(),
}) satisfies z.ZodType<ProductColor>

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Relative to the API host, e.g. `uploads/categories/<id>.webp`. */
  image: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...translatedRecordFields('category'),
})
export type Category = z.infer<typeof CategorySchema>

export const SubCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** The parent category's id. */
  category: z.string(),
  createdAt: z.string(),
  ...translatedRecordFields('subCategory'),
})
export type SubCategory = z.infer<typeof SubCategorySchema>

export const ProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Paths relative to the API host; 400 and 800 px WebP variants sit next to each one. */
  images: z.array(z.string()),
  capacity: z.string().nullable().optional(),
  description: z.string(),
  productCode: z.string(),
  brand: z.string(),
  material: z.string(),
  packageQuantity: z.number().int(),
  dimension: z.string(),
  specialFeature: z.string(),
  recommendedSurface: z.string(),
  recommendedUsage: z.string(),
  /**
   * The spec's shape, kept for the clients written against it: one element, the JSON text of the
   * list of colour objects. `parseProductColors` reads it.
   */
  colors: z.array(z.string()),
  category: z.object({ _id: z.string(), name: z.string() }),
  subCategory: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...translatedRecordFields('product'),
})
export type Product = z.infer<typeof ProductSchema>

/** GET /api/v1/category; with `?page=&limit=&q=` one page and its `pagination` (admin-lists.ts). */
export const CategoryListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(CategorySchema),
  pagination: PaginationSchema.optional(),
})
export type CategoryListResponse = z.infer<typeof CategoryListResponseSchema>

/** GET /api/v1/category/:id */
export const CategoryResponseSchema = z.object({ success: z.literal(true), data: CategorySchema })
export type CategoryResponse = z.infer<typeof CategoryResponseSchema>

/** GET /api/v1/sub-category/ and /api/v1/sub-category/by-category-id/:id */
export const SubCategoryListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(SubCategorySchema),
})
export type SubCategoryListResponse = z.infer<typeof SubCategoryListResponseSchema>

/** GET /api/v1/sub-category/:id */
export const SubCategoryResponseSchema = z.object({ success: z.literal(true), data: SubCategorySchema })
export type SubCategoryResponse = z.infer<typeof SubCategoryResponseSchema>

/**
 * GET /api/v1/product and the active-products-by-… lists; GET /api/v1/product with
 * `?page=&limit=&q=&status=` answers one page and its `pagination` (admin-lists.ts).
 */
export const ProductListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ProductSchema),
  pagination: PaginationSchema.optional(),
})
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>

/**
 * GET /api/v1/product/active-products?limit=: our addition for pages that show only the newest few
 * (Premium products shows 6); without it, every active product, as the spec's clients expect.
 */
export const ACTIVE_PRODUCTS_LIMIT_MAX = 100
export const ActiveProductsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVE_PRODUCTS_LIMIT_MAX).optional(),
})
export type ActiveProductsQuery = z.infer<typeof ActiveProductsQuerySchema>

/** GET /api/v1/product/active-products: the home page reads `success`, `data` and `message`. */
export const ActiveProductsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ProductSchema),
  message: z.string(),
})
export type ActiveProductsResponse = z.infer<typeof ActiveProductsResponseSchema>

/** GET /api/v1/product/:id */
export const ProductResponseSchema = z.object({ success: z.literal(true), data: ProductSchema })
export type ProductResponse = z.infer<typeof ProductResponseSchema>
