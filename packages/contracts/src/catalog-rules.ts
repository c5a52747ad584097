import { IMAGE_KINDS } from './image-kinds.js'

/**
 * The back office's catalogue rules (docs/requirements/products.md#rules, #errors, #limits,
 * #description-limit; docs/requirements/categories.md#category-rules): limits, refused characters and every
 * message, word for word (pictures: image-kinds.ts). The zod schemas in catalog-writes.ts are built from
 * these; the forms show the same texts.
 */

/** Category name and description refuse these (docs/requirements/categories.md#category-rules). */
export const CATEGORY_FORBIDDEN_CHARACTERS = /[<>=`%$;'[\]{}]/

export const CATEGORY_LIMITS = { name: 28, description: 80 } as const

export const CATEGORY_MESSAGES = {
  nameEmpty: 'Name cannot be empty',
  nameTooLong: `Name cannot exceed ${CATEGORY_LIMITS.name} characters`,
  nameInvalid: 'Name contains invalid characters',
  descriptionEmpty: 'Description cannot be empty',
  descriptionTooLong: `Description cannot exceed ${CATEGORY_LIMITS.description} characters`,
  descriptionInvalid: 'Description contains invalid characters',
  imageRequired: 'Category image is required',
  /** Names are compared without regard to case: "Kitchen" and "kitchen" are one category. */
  nameTaken: 'A category with this name already exists',
  noChanges: 'No changes detected',
  created: 'Category added successfully!',
  updated: 'Category updated successfully!',
  deleted: 'Category deleted successfully',
  updateFailed: 'Failed to update category',
  notFound: 'Category not found',
} as const

/**
 * Deletes lose nothing (docs/requirements/api.md#deletes-lose-nothing): what stands in the way of deleting a
 * category.
 */
export function categoryInUseMessage(subCategories: number, products: number): string {
  const parts = [
    subCategories > 0 ? plural(subCategories, 'sub-category', 'sub-categories') : null,
    products > 0 ? plural(products, 'product', 'products') : null,
  ].filter(Boolean)
  return `This category still has ${parts.join(' and ')}. Delete or move them first.`
}

export const SUB_CATEGORY_LIMITS = { name: 50, description: 500 } as const

export const SUB_CATEGORY_MESSAGES = {
  nameEmpty: 'Name is required',
  nameTooLong: `Name cannot exceed ${SUB_CATEGORY_LIMITS.name} characters`,
  descriptionEmpty: 'Description is required',
  descriptionTooLong: `Description cannot exceed ${SUB_CATEGORY_LIMITS.description} characters`,
  imageRequired: 'Image is required.',
  categoryRequired: 'Category selection is required.',
  /** The chosen category was deleted meanwhile, or the id names none. */
  categoryNotFound: 'The selected category does not exist',
  noChanges: 'No changes detected.',
  created: 'Subcategory added successfully!',
  updated: 'Subcategory updated successfully!',
  deleted: 'Sub Category deleted successfully',
  loadFailed: 'Failed to load sub-categories.',
  none: 'No sub-categories available.',
  fetchFailed: 'Failed to fetch subcategories',
  updateFailed: 'Error updating subcategory.',
  notFound: 'Sub-category not found',
} as const

/**
 * Deletes lose nothing (docs/requirements/api.md#deletes-lose-nothing): a sub-category with products is not
 * deleted.
 */
export function subCategoryInUseMessage(products: number): string {
  return `This sub-category still has ${plural(products, 'product', 'products')}. Delete or move them first.`
}

/** docs/requirements/products.md#add-product, #limits: detail fields are all required. */
export const PRODUCT_LIMITS = {
  /** Not in the spec: long enough for any product name, short enough for a table cell. */
  name: 100,
  description: 500,
  productCode: 15,
  brand: 50,
  material: 50,
  packageQuantityMin: 1,
  packageQuantityMax: 1000,
  dimension: 100,
  specialFeature: 50,
  recommendedSurface: 50,
  recommendedUsage: 250,
} as const

/** The text fields of a product, with the labels the edit form's messages use. */
export const PRODUCT_TEXT_FIELDS = {
  name: 'Name',
  description: 'Description',
  productCode: 'Product Code',
  brand: 'Brand',
  material: 'Material',
  dimension: 'Dimension',
  specialFeature: 'Special Feature',
  recommendedSurface: 'Recommended Surface',
  recommendedUsage: 'Recommended Usage',
} as const
export type ProductTextField = keyof typeof PRODUCT_TEXT_FIELDS

export const PRODUCT_MESSAGES = {
  /** The add form's messages (docs/requirements/products.md#add-product). */
  required: 'Required',
  atLeast: (n: number) => `Must be at least ${n} characters`,
  lessThan: (n: number) => `Must be less than ${n} characters`,
  atLeastNumber: (n: number) => `Must be greater than or equal to ${n}`,
  atMostNumber: (n: number) => `Must be less than or equal to ${n}`,
  notNumber: 'Must be a number',
  notWholeNumber: 'Must be a whole number',
  /** The edit form's messages: "{label} is required" and similar. */
  labelRequired: (label: string) => `${label} is required`,
  labelTooLong: (label: string, n: number) => `${label} must be less than ${n} characters`,
  colorsRequired: 'Please select at least one colour',
  colorUnknown: 'Choose colours from the palette',
  fillAllFields: 'Please Fill All Fields',
  imagesRequired: 'At least one image is required',
  imageLimit: IMAGE_KINDS.product.messages.tooMany,
  moreImages: IMAGE_KINDS.productEdit.messages.tooMany,
  editImageType: IMAGE_KINDS.productEdit.messages.type,
  editImageSize: IMAGE_KINDS.productEdit.messages.size,
  selectImage: 'Please select an image',
  imageNotFound: 'Image not found',
  isActiveInvalid: 'isActive must be "true" or "false"',
  codeTaken: 'A product with this code already exists',
  subCategoryMismatch: 'The sub-category does not belong to the chosen category',
  noChanges: 'No changes detected',
  confirmDelete: 'Do you really want to delete this product?',
  created: 'Product added successfully!',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  imageAdded: 'Image uploaded successfully!',
  imageRemoved: 'Image removed successfully!',
  statusChanged: 'Product status updated successfully',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  statusFailed: 'Failed to update product status',
  uploadFailed: 'Failed to upload image',
  imageDeleteFailed: 'Failed to delete image',
  generic: 'Something went wrong',
  notFound: 'Product not found',
} as const

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}
