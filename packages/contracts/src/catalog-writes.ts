import { z } from 'zod'

import { CategorySchema, ProductSchema, SubCategorySchema } from './catalog.js'
import {
  CATEGORY_FORBIDDEN_CHARACTERS,
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  PRODUCT_TEXT_FIELDS,
  SUB_CATEGORY_LIMITS,
  SUB_CATEGORY_MESSAGES,
  type ProductTextField,
} from './catalog-rules.js'
import { COLOR_PALETTE } from './constants.js'
import { translationsInputSchema } from './translation-schemas.js'

/**
 * The back office's catalogue writes (docs/requirements/products.md#rules, #calls). Multipart forms carry
 * their text fields as strings: the schemas read them as such, and the JSON bodies through the same rules.
 */

const text = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, tooLong)

const withoutForbidden = (schema: z.ZodString, message: string) =>
  schema.refine((value) => !CATEGORY_FORBIDDEN_CHARACTERS.test(value), message)

const categoryName = withoutForbidden(
  text(CATEGORY_MESSAGES.nameEmpty, CATEGORY_LIMITS.name, CATEGORY_MESSAGES.nameTooLong),
  CATEGORY_MESSAGES.nameInvalid,
)
const categoryDescription = withoutForbidden(
  text(CATEGORY_MESSAGES.descriptionEmpty, CATEGORY_LIMITS.description, CATEGORY_MESSAGES.descriptionTooLong),
  CATEGORY_MESSAGES.descriptionInvalid,
)

/** Urdu and Arabic under the English rules (translations.ts); a form sends it as JSON text. */
export const CategoryTranslationsSchema = translationsInputSchema('category', {
  name: categoryName,
  description: categoryDescription,
})

/** POST /api/v1/category/create (multipart; the file travels as `image`). */
export const CategoryCreateFieldsSchema = z.object({
  name: categoryName,
  description: categoryDescription,
  translations: CategoryTranslationsSchema.optional(),
})
export type CategoryCreateFields = z.infer<typeof CategoryCreateFieldsSchema>

/** PATCH /api/v1/category/update/:id: the spec's client sends both texts; either may be left out. */
export const CategoryUpdateFieldsSchema = z.object({
  name: categoryName.optional(),
  description: categoryDescription.optional(),
  translations: CategoryTranslationsSchema.optional(),
})
export type CategoryUpdateFields = z.infer<typeof CategoryUpdateFieldsSchema>

const subCategoryName = text(
  SUB_CATEGORY_MESSAGES.nameEmpty,
  SUB_CATEGORY_LIMITS.name,
  SUB_CATEGORY_MESSAGES.nameTooLong,
)
const subCategoryDescription = text(
  SUB_CATEGORY_MESSAGES.descriptionEmpty,
  SUB_CATEGORY_LIMITS.description,
  SUB_CATEGORY_MESSAGES.descriptionTooLong,
)

export const SubCategoryTranslationsSchema = translationsInputSchema('subCategory', {
  name: subCategoryName,
  description: subCategoryDescription,
})

/** POST /api/v1/sub-category/create (multipart: name, description, category, image). */
export const SubCategoryCreateFieldsSchema = z.object({
  name: subCategoryName,
  description: subCategoryDescription,
  translations: SubCategoryTranslationsSchema.optional(),
  category: z
    .string({ error: SUB_CATEGORY_MESSAGES.categoryRequired })
    .trim()
    .min(1, SUB_CATEGORY_MESSAGES.categoryRequired),
})
export type SubCategoryCreateFields = z.infer<typeof SubCategoryCreateFieldsSchema>

/** PATCH /api/v1/sub-category/:id (multipart: name, description, optional image). */
export const SubCategoryUpdateFieldsSchema = z.object({
  name: subCategoryName.optional(),
  description: subCategoryDescription.optional(),
  translations: SubCategoryTranslationsSchema.optional(),
})
export type SubCategoryUpdateFields = z.infer<typeof SubCategoryUpdateFieldsSchema>

/**
 * The add form words its messages "Required"…, the edit form "{label} is required"…
 * (docs/requirements/products.md#rules).
 */
type Wording = 'add' | 'edit'

function productText(field: ProductTextField, wording: Wording) {
  const max = PRODUCT_LIMITS[field]
  const label = PRODUCT_TEXT_FIELDS[field]
  return wording === 'add'
    ? text(PRODUCT_MESSAGES.required, max, PRODUCT_MESSAGES.lessThan(max))
    : text(PRODUCT_MESSAGES.labelRequired(label), max, PRODUCT_MESSAGES.labelTooLong(label, max))
}

/** A number typed into a form arrives as text; an empty text is a missing value. */
function packageQuantity(wording: Wording) {
  const required =
    wording === 'add' ? PRODUCT_MESSAGES.required : PRODUCT_MESSAGES.labelRequired('Package Quantity')
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value
      return value.trim() === '' ? undefined : Number(value.trim())
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : PRODUCT_MESSAGES.notNumber) })
      .int(PRODUCT_MESSAGES.notWholeNumber)
      .min(
        PRODUCT_LIMITS.packageQuantityMin,
        PRODUCT_MESSAGES.atLeastNumber(PRODUCT_LIMITS.packageQuantityMin),
      )
      .max(
        PRODUCT_LIMITS.packageQuantityMax,
        PRODUCT_MESSAGES.atMostNumber(PRODUCT_LIMITS.packageQuantityMax),
      ),
  )
}

const PALETTE_IDS = new Set<number>(COLOR_PALETTE.map((color) => color.id))

/**
 * A product's colours, in any of the shapes the spec's clients send: the JSON text of the list of
 * colour objects (create), that text as the list's one element (the product's own shape), or the list
 * itself. Colours are chosen from the palette: each is stored as the palette has it.
 */
export const ProductColorsInputSchema = z
  .unknown()
  .transform((value, ctx) => {
    let list: unknown = value
    if (Array.isArray(list) && list.length === 1 && typeof list[0] === 'string') list = list[0]
    if (typeof list === 'string') {
      try {
        list = JSON.parse(list)
      } catch {
        list = null
      }
    }
    if (!Array.isArray(list) || list.length === 0) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.colorsRequired })
      return z.NEVER
    }
    const ids = list.map((entry) =>
      typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry,
    )
    if (!ids.every((id) => typeof id === 'number' && PALETTE_IDS.has(id))) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.colorUnknown })
      return z.NEVER
    }
    const chosen = new Set(ids as number[])
    return COLOR_PALETTE.filter((color) => chosen.has(color.id)).map(({ id, name, hex }) => ({
      id,
      name,
      hex,
    }))
  })
  .meta({
    // For the API description only: the transform above stays the one check of what arrives.
    description:
      'The colours, chosen from the palette by `id`: the list, or its JSON text (what a form field sends).',
    anyOf: [
      {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          properties: { id: { type: 'integer', enum: [...PALETTE_IDS] } },
          required: ['id'],
        },
      },
      { type: 'string', description: 'The list as JSON text, e.g. `[{"id":1}]`.' },
    ],
  })

const productDetails = (wording: Wording) => ({
  productCode: productText('productCode', wording),
  brand: productText('brand', wording),
  material: productText('material', wording),
  packageQuantity: packageQuantity(wording),
  dimension: productText('dimension', wording),
  specialFeature: productText('specialFeature', wording),
  recommendedSurface: productText('recommendedSurface', wording),
  recommendedUsage: productText('recommendedUsage', wording),
})

/** A product's Urdu and Arabic, in the add or the edit form's wording. */
const productTranslations = (wording: Wording) =>
  translationsInputSchema('product', {
    name: productText('name', wording),
    description: productText('description', wording),
    brand: productText('brand', wording),
    material: productText('material', wording),
    specialFeature: productText('specialFeature', wording),
    recommendedSurface: productText('recommendedSurface', wording),
    recommendedUsage: productText('recommendedUsage', wording),
  })

/** An optional sub-category: an empty text means none. */
const optionalSubCategory = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))

/** POST /api/v1/product/create (multipart; 1–3 files travel as `images`). */
export const ProductCreateFieldsSchema = z.object({
  category: z.string({ error: PRODUCT_MESSAGES.required }).trim().min(1, PRODUCT_MESSAGES.required),
  subCategory: optionalSubCategory,
  name: productText('name', 'add'),
  description: productText('description', 'add'),
  colors: ProductColorsInputSchema,
  ...productDetails('add'),
  translations: productTranslations('add').optional(),
})
export type ProductCreateFields = z.infer<typeof ProductCreateFieldsSchema>

/**
 * PATCH /api/v1/product/update/:id: JSON of the changed fields. `images` may reorder or drop stored
 * images (new ones arrive through change-image); `isActive` changes only through status-change, so
 * it is not read here (docs/security.md#s17: unknown fields are stripped).
 */
export const ProductUpdateBodySchema = z
  .object({
    category: z
      .string({ error: PRODUCT_MESSAGES.labelRequired('Category') })
      .trim()
      .min(1, PRODUCT_MESSAGES.labelRequired('Category')),
    subCategory: optionalSubCategory,
    name: productText('name', 'edit'),
    description: productText('description', 'edit'),
    colors: ProductColorsInputSchema,
    images: z.array(z.string(), { error: PRODUCT_MESSAGES.imagesRequired }),
    ...productDetails('edit'),
    translations: productTranslations('edit'),
  })
  .partial()
export type ProductUpdateBody = z.infer<typeof ProductUpdateBodySchema>

/** PATCH /api/v1/product/status-change/:id: `isActive` as the text "true" or "false" (a boolean too). */
export const StatusChangeBodySchema = z.object({
  isActive: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: PRODUCT_MESSAGES.isActiveInvalid })
    .transform((value) => value === true || value === 'true'),
})
export type StatusChangeBody = z.infer<typeof StatusChangeBodySchema>

/** DELETE /api/v1/product/image/:id */
export const ProductImageDeleteBodySchema = z.object({
  imagePath: z.string({ error: PRODUCT_MESSAGES.selectImage }).trim().min(1, PRODUCT_MESSAGES.selectImage),
})
export type ProductImageDeleteBody = z.infer<typeof ProductImageDeleteBodySchema>

const saved = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data })

export const CategorySavedResponseSchema = saved(CategorySchema)
export type CategorySavedResponse = z.infer<typeof CategorySavedResponseSchema>
export const SubCategorySavedResponseSchema = saved(SubCategorySchema)
export type SubCategorySavedResponse = z.infer<typeof SubCategorySavedResponseSchema>
export const ProductSavedResponseSchema = saved(ProductSchema)
export type ProductSavedResponse = z.infer<typeof ProductSavedResponseSchema>

/** Every delete answers `{ success, message }` (MessageResponseSchema); refusals the ApiError shape. */
export const DeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type DeletedResponse = z.infer<typeof DeletedResponseSchema>
