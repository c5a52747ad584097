import { backOfficeApi } from './base-api'

/**
 * The catalogue's tags, shared by categories.ts, sub-categories.ts and products.ts: a category's
 * delete changes what the product forms offer, and every catalogue write changes the dashboard's
 * counts. Uploads (multipart, with progress) go through lib/upload-with-progress.ts and then
 * invalidate these tags with `catalogApi.util.invalidateTags`.
 */
export const catalogApi = backOfficeApi.enhanceEndpoints({
  addTagTypes: ['Category', 'SubCategory', 'Product'],
})
