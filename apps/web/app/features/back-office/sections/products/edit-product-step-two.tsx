import { ProductDetailFields } from './product-detail-fields'

/** Step two of "Edit Product": the eight detail fields, prefilled, with the edit form's messages. */
export function EditProductStepTwo() {
  return <ProductDetailFields />
}
