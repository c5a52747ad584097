import {
  parseProductColors,
  ProductCreateFieldsSchema,
  ProductUpdateBodySchema,
  type Product,
  type ProductCreateFields,
  type ProductUpdateBody,
} from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, Resolver } from 'react-hook-form'
import type { z } from 'zod'

import {
  translationInputs,
  translationsToSend,
  type TranslationInputs,
} from '#app/features/back-office/lib/translation-values'
import {
  DETAIL_FIELDS,
  DETAIL_LABELS,
  type DetailField,
} from '#app/features/back-office/product-details/product-detail-labels'

/**
 * The add and edit forms hold one shape: texts as typed, the package quantity as typed (the schema
 * says "Must be a number"), colours as palette ids. The contracts schemas read it, with the add
 * form's messages ("Required", "Must be less than N characters") or the edit form's ("Name is
 * required", docs/requirements/products.md#rules).
 */
export interface ProductFormValues {
  category: string
  /** '' for none. */
  subCategory: string
  name: string
  description: string
  /** Palette ids (COLOR_PALETTE); sent as the colour objects they name. */
  colors: number[]
  productCode: string
  brand: string
  material: string
  packageQuantity: string
  dimension: string
  specialFeature: string
  recommendedSurface: string
  recommendedUsage: string
  /** Step two's Urdu and Arabic tabs; the contracts schemas check them by the English rules. */
  translations: TranslationInputs<'product'>
}

/** Step one of both forms: where the product sits, what it is called, and its colours. */
export const STEP_ONE_FIELDS = ['category', 'subCategory', 'name', 'description', 'colors'] as const

/** Step two: the eight detail fields, all required (docs/requirements/products.md#add-product). */
export { DETAIL_FIELDS, DETAIL_LABELS, type DetailField }

/** Every field, in the order the two steps show them: the first failing one decides the step. */
export const FORM_FIELDS = [...STEP_ONE_FIELDS, ...DETAIL_FIELDS] as const
export type ProductFormField = (typeof FORM_FIELDS)[number]

export type ProductStep = 1 | 2

export const stepOf = (field: ProductFormField): ProductStep =>
  (STEP_ONE_FIELDS as readonly string[]).includes(field) ? 1 : 2

/** The first field with an error, in screen order; null when none has one. */
export function firstFailingField(errors: FieldErrors<ProductFormValues>): ProductFormField | null {
  return FORM_FIELDS.find((field) => errors[field] !== undefined) ?? null
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  category: '',
  subCategory: '',
  name: '',
  description: '',
  colors: [],
  productCode: '',
  brand: '',
  material: '',
  packageQuantity: '',
  dimension: '',
  specialFeature: '',
  recommendedSurface: '',
  recommendedUsage: '',
  translations: translationInputs('product'),
}

/** The add form's rules: the API's own schema for POST /api/v1/product/create. */
export const addProductResolver = zodResolver(ProductCreateFieldsSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductCreateFields
>

/** The edit form checks every field it shows, with the edit wording; the API takes any subset. */
const ProductEditFormSchema = ProductUpdateBodySchema.omit({ images: true }).required()
export type ProductEditFields = z.output<typeof ProductEditFormSchema>

export const editProductResolver = zodResolver(ProductEditFormSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductEditFields
>

/** A stored product as the edit form shows it. */
export function productFormValues(product: Product): ProductFormValues {
  return {
    category: product.category._id,
    subCategory: product.subCategory ?? '',
    name: product.name,
    description: product.description,
    colors: parseProductColors(product.colors).map((color) => color.id),
    productCode: product.productCode,
    brand: product.brand,
    material: product.material,
    packageQuantity: String(product.packageQuantity),
    dimension: product.dimension,
    specialFeature: product.specialFeature,
    recommendedSurface: product.recommendedSurface,
    recommendedUsage: product.recommendedUsage,
    translations: translationInputs('product', product.translations),
  }
}

const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',')

/** Fields whose typed value differs from what is stored (spaces around a text are no change). */
export function changedFields(values: ProductFormValues, stored: ProductFormValues): ProductFormField[] {
  return FORM_FIELDS.filter((field) => {
    if (field === 'colors') return sortedIds(values.colors) !== sortedIds(stored.colors)
    if (field === 'packageQuantity') return values.packageQuantity.trim() !== stored.packageQuantity
    return values[field].trim() !== stored[field]
  })
}

/**
 * The JSON body of PATCH /api/v1/product/update/:id: only what changed (docs/requirements/products.md#calls).
 */
export function updateBody(
  fields: ProductEditFields,
  changed: readonly ProductFormField[],
): ProductUpdateBody {
  const body: Record<string, unknown> = {}
  for (const field of changed) body[field] = fields[field]
  return body as ProductUpdateBody
}

/**
 * The multipart text fields of POST /api/v1/product/create; colours as the JSON text of the list, and
 * so the languages that hold some text.
 */
export function createFormData(fields: ProductCreateFields, images: readonly File[]): FormData {
  const form = new FormData()
  form.append('category', fields.category)
  if (fields.subCategory) form.append('subCategory', fields.subCategory)
  form.append('name', fields.name)
  form.append('description', fields.description)
  for (const field of DETAIL_FIELDS) form.append(field, String(fields[field]))
  form.append('colors', JSON.stringify(fields.colors))
  const translations = translationsToSend('product', fields.translations)
  if (translations) form.append('translations', JSON.stringify(translations))
  for (const image of images) form.append('images', image, image.name)
  return form
}
