import { QUOTATION_MESSAGES, type QuotationListItem } from '@gwp/contracts'
import type { ReactNode } from 'react'

import { Modal } from '#app/components/ui/modal'
import { formatDateTime } from '#app/utils/dates'
import { QuoteReplies } from './quote-replies'
import { QuoteStatusDot } from './quote-status'
import { RegionBadge } from './region-badge'

const orMissing = (text: string | undefined | null): string =>
  text && text.trim() !== '' ? text : QUOTATION_MESSAGES.missing

interface QuoteDetailsModalProps {
  quote: QuotationListItem | null
  onClose: () => void
  /** Opens the asked-about product's own details. */
  onOpenProduct: (productId: string) => void
}

/**
 * Message Details (docs/requirements/enquiries.md#quotes-section): who asked, how to reach them, what they
 * wrote and the product they asked about (name, code, category), "N/A" for anything missing, a product since
 * deleted included. Every value is text: markup a visitor typed is shown, never run.
 */
export function QuoteDetailsModal({ quote, onClose, onOpenProduct }: QuoteDetailsModalProps) {
  return (
    <Modal open={quote !== null} title="Message Details" onClose={onClose} size="lg">
      {quote && <QuoteDetails quote={quote} onOpenProduct={onOpenProduct} />}
    </Modal>
  )
}

function QuoteDetails({
  quote,
  onOpenProduct,
}: Pick<QuoteDetailsModalProps, 'onOpenProduct'> & { quote: QuotationListItem }) {
  const product = quote.product
  const rows: ReadonlyArray<[string, ReactNode]> = [
    ['Full Name', orMissing(quote.fullName)],
    [
      'Phone Number',
      <span className="flex flex-wrap items-center gap-2">
        <span>{orMissing(quote.phoneNumber)}</span>
        <RegionBadge region={quote.region} />
      </span>,
    ],
    ['Email', orMissing(quote.email)],
    ['Address', orMissing(quote.address)],
    ['Sent At', formatDateTime(quote.createdAt)],
    ['Status', <QuoteStatusDot status={quote.status} />],
    [
      'Product',
      product ? (
        <button
          type="button"
          onClick={() => onOpenProduct(product._id)}
          className="text-left font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {orMissing(product.name)}
          <span className="sr-only"> (open the product’s details)</span>
        </button>
      ) : (
        QUOTATION_MESSAGES.missing
      ),
    ],
    ['Product Code', <span className="font-mono">{orMissing(product?.productCode)}</span>],
    ['Category', orMissing(product?.category.name)],
  ]

  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[8.5rem_1fr] sm:gap-3">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-sm break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={`message-${quote._id}`}>
        <h3 id={`message-${quote._id}`} className="text-sm font-medium text-slate-500">
          Message
        </h3>
        <p className="mt-1 rounded-xl bg-slate-50 px-4 py-3 text-sm break-words whitespace-pre-line text-slate-900">
          {orMissing(quote.message)}
        </p>
      </section>
      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
        <QuoteReplies quote={quote} labelled />
      </div>
    </div>
  )
}
