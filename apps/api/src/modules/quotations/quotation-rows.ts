import {
  DEFAULT_LANGUAGE,
  isLanguage,
  QUOTE_REGIONS,
  QUOTE_STAGES,
  type Quotation,
  type Language,
  type QuotationListItem,
  type QuoteRegion,
  type QuoteStage,
} from '@gwp/contracts'

/**
 * A quotation's row as the Quotes table, its export and the sales desk read it (quotations.repository.ts),
 * and its shape in the API's answers.
 */

/** The columns of a quotation as the back office reads it: the row, its product, its owner's name. */
export const ROW_COLUMNS = [
  'quotations.id',
  'quotations.fullName',
  'quotations.phoneNumber',
  'quotations.email',
  'quotations.address',
  'quotations.message',
  'quotations.status',
  'quotations.region',
  'quotations.stage',
  'quotations.ownerId',
  'quotations.followUpOn',
  'quotations.language',
  'owners.fullName as ownerName',
  'quotations.createdAt',
  'quotations.updatedAt',
  'products.id as productId',
  'products.name as productName',
  'products.productCode as productCode',
  'categories.name as categoryName',
] as const

export interface QuotationRow {
  id: string
  fullName: string
  phoneNumber: string
  email: string
  address: string
  message: string
  status: string
  region: string
  stage: string
  ownerId: string | null
  followUpOn: string | null
  language: string
  ownerName: string | null
  createdAt: string
  updatedAt: string
  productId: string | null
  productName: string | null
  productCode: string | null
  categoryName: string | null
}

const asRegion = (value: string): QuoteRegion =>
  (QUOTE_REGIONS as readonly string[]).includes(value) ? (value as QuoteRegion) : 'other'

const asStage = (value: string): QuoteStage =>
  (QUOTE_STAGES as readonly string[]).includes(value) ? (value as QuoteStage) : 'new'

const asLanguage = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE)

/** A row as the API answers it. */
export function toListItem(row: QuotationRow): QuotationListItem {
  return {
    _id: row.id,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    address: row.address,
    message: row.message,
    status: row.status as Quotation['status'],
    language: asLanguage(row.language),
    region: asRegion(row.region),
    stage: asStage(row.stage),
    owner: row.ownerId === null ? null : { _id: row.ownerId, name: row.ownerName ?? '' },
    followUpOn: row.followUpOn,
    product:
      row.productId === null
        ? null
        : {
            _id: row.productId,
            id: row.productId,
            name: row.productName ?? '',
            productCode: row.productCode ?? '',
            category: { name: row.categoryName ?? '' },
          },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}
