import { OFFER_LIMITS, type OfferLineInput } from '@gwp/contracts'
import { Trash2 } from 'lucide-react'
import { useId, useState } from 'react'

import { useGetProductPageQuery } from '#app/features/back-office/api/products'

/** A line as the builder edits it: every number as typed, read exactly when priced. */
export interface LineDraft {
  key: number
  productId: string | null
  productLabel: string
  description: string
  quantity: string
  unitPrice: string
  discountPercent: string
}

const INPUT =
  'min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-500'

interface LineFieldsProps {
  index: number
  line: LineDraft
  errors: Record<string, string>
  onChange: (line: LineDraft) => void
  onRemove: (() => void) | null
  amount: string
}

/** The body a line is sent as: a chosen product by id, the rest as typed. */
export function lineInput(line: LineDraft): OfferLineInput {
  return {
    ...(line.productId ? { productId: line.productId } : {}),
    description: line.description,
    quantity: Number(line.quantity),
    unitPrice: line.unitPrice.trim(),
    ...(line.discountPercent.trim() ? { discountPercent: line.discountPercent.trim() } : {}),
  }
}

/**
 * One line of the offer builder (decision record 021): a catalogue product picked by name or code (its
 * name becomes the description, which can still be edited), or a free line; quantity, unit price and
 * an optional discount. Each field names its line for screen readers and shows the API's message
 * for it.
 */
export function OfferLineFields({ index, line, errors, onChange, onRemove, amount }: LineFieldsProps) {
  const id = useId()
  const [search, setSearch] = useState(line.productLabel)
  const products = useGetProductPageQuery(
    { page: 1, q: search.trim(), status: 'all' },
    { skip: search.trim().length < 2 || search === line.productLabel },
  )
  const options = products.data?.data ?? []
  const error = (field: string) => errors[`lines.${index}.${field}`]
  const n = index + 1
  const field = (name: string, label: string, input: React.ReactNode, className = '') => (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={`${id}-${name}`} className="text-xs font-medium text-slate-700">
        {label}
        <span className="sr-only"> (line {n})</span>
      </label>
      {input}
      {error(name) && (
        <p id={`${id}-${name}-error`} className="text-xs font-medium text-red-700">
          {error(name)}
        </p>
      )}
    </div>
  )
  const described = (name: string) =>
    error(name) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {}

  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-6">
      <legend className="px-1 text-sm font-semibold text-slate-800">Line {n}</legend>
      {field(
        'productId',
        'Product (name or code)',
        <>
          <input
            id={`${id}-productId`}
            list={`${id}-products`}
            value={search}
            autoComplete="off"
            placeholder="Free line"
            onChange={(event) => {
              const text = event.target.value
              setSearch(text)
              const picked = options.find((product) => `${product.name} (${product.productCode})` === text)
              if (picked)
                onChange({ ...line, productId: picked._id, productLabel: text, description: picked.name })
              else if (line.productId) onChange({ ...line, productId: null, productLabel: '' })
            }}
            className={INPUT}
            {...described('productId')}
          />
          <datalist id={`${id}-products`}>
            {options.map((product) => (
              <option key={product._id} value={`${product.name} (${product.productCode})`} />
            ))}
          </datalist>
        </>,
        'col-span-2 sm:col-span-3',
      )}
      {field(
        'description',
        'Description',
        <input
          id={`${id}-description`}
          value={line.description}
          maxLength={OFFER_LIMITS.description}
          required
          onChange={(event) => onChange({ ...line, description: event.target.value })}
          className={INPUT}
          {...described('description')}
        />,
        'col-span-2 sm:col-span-3',
      )}
      {field(
        'quantity',
        'Quantity',
        <input
          id={`${id}-quantity`}
          inputMode="numeric"
          value={line.quantity}
          required
          onChange={(event) => onChange({ ...line, quantity: event.target.value })}
          className={INPUT}
          {...described('quantity')}
        />,
        'sm:col-span-1',
      )}
      {field(
        'unitPrice',
        'Unit price',
        <input
          id={`${id}-unitPrice`}
          inputMode="decimal"
          value={line.unitPrice}
          required
          onChange={(event) => onChange({ ...line, unitPrice: event.target.value })}
          className={INPUT}
          {...described('unitPrice')}
        />,
        'sm:col-span-2',
      )}
      {field(
        'discountPercent',
        'Discount %',
        <input
          id={`${id}-discountPercent`}
          inputMode="decimal"
          value={line.discountPercent}
          placeholder="0"
          onChange={(event) => onChange({ ...line, discountPercent: event.target.value })}
          className={INPUT}
          {...described('discountPercent')}
        />,
        'sm:col-span-1',
      )}
      <div className="col-span-2 flex items-end justify-between gap-2 sm:col-span-2">
        <p className="pb-2 text-sm">
          <span className="text-slate-500">Amount </span>
          <output className="font-semibold tabular-nums text-slate-900" dir="ltr">
            {amount}
          </output>
        </p>
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove line ${n}`}
            className="min-h-11 rounded-lg px-3 text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>
    </fieldset>
  )
}
