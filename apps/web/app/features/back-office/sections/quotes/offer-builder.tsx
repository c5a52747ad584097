import {
  addCalendarDays,
  DEFAULT_OFFER_VALIDITY_DAYS,
  displayMoney,
  OFFER_CURRENCIES,
  OFFER_LIMITS,
  offerTotals,
  parseMoney,
  parsePercent,
  TAX_PRESETS,
  type Offer,
  type OfferCreatedResponse,
  type OfferCurrency,
  type QuotationDetail,
} from '@gwp/contracts'
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'

import { toast } from '#app/components/toast'
import { useCreateOfferMutation } from '#app/features/back-office/api/sales-desk'
import { getApiError } from '#app/lib/api-error'
import { companyToday } from './desk-badges'
import { lineInput, OfferLineFields, type LineDraft } from './offer-line-fields'

const INPUT =
  'min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm outline-none focus:ring-2 focus:ring-brand-600'
const CURRENCY_OF_REGION: Record<string, OfferCurrency> = { pk: 'PKR', ae: 'AED', other: 'USD' }

let nextKey = 0
const emptyLine = (): LineDraft => ({
  key: nextKey++,
  productId: null,
  productLabel: '',
  description: '',
  quantity: '1',
  unitPrice: '',
  discountPercent: '',
})

/** The lines to start from: the last revision's, or the product the customer asked about. */
function startingLines(quote: QuotationDetail, from: Offer | undefined): LineDraft[] {
  if (from) {
    return from.lines.map((line) => ({
      ...emptyLine(),
      productId: line.productId,
      productLabel: line.productId ? `${line.description} (${line.productCode})` : '',
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent === '0' ? '' : line.discountPercent,
    }))
  }
  const product = quote.product
  return [
    product
      ? {
          ...emptyLine(),
          productId: product._id,
          productLabel: `${product.name} (${product.productCode})`,
          description: product.name,
        }
      : emptyLine(),
  ]
}

interface OfferBuilderProps {
  quote: QuotationDetail
  from: Offer | undefined
  /** Saved (and maybe sent, with the answer holding the link), or cancelled (null). */
  onDone: (response: OfferCreatedResponse | null, emailed: boolean) => void
}

/**
 * Builds a priced offer (decision record 021). The totals shown are worked out with the same exact
 * arithmetic the server uses (contracts' money.ts), so what staff see is what the customer gets; the
 * server prices it again and stores its own. A refused field shows the API's message beside it, and
 * nothing typed is lost.
 */
export function OfferBuilder({ quote, from, onDone }: OfferBuilderProps) {
  const id = useId()
  const [currency, setCurrency] = useState<OfferCurrency>(from?.currency ?? CURRENCY_OF_REGION[quote.region]!)
  const [validUntil, setValidUntil] = useState(addCalendarDays(companyToday(), DEFAULT_OFFER_VALIDITY_DAYS))
  const [tax, setTax] = useState(from?.taxPercent ? `${from.taxName}|${from.taxPercent}` : '')
  const [lines, setLines] = useState(() => startingLines(quote, from))
  const [terms, setTerms] = useState({
    paymentTerms: from?.paymentTerms ?? '',
    deliveryTerms: from?.deliveryTerms ?? '',
    terms: from?.terms ?? '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [create, { isLoading }] = useCreateOfferMutation()

  const [taxName, taxPercent] = tax ? (tax.split('|') as [string, string]) : [null, null]
  const priced = lines.map((line) => ({
    quantity: /^\d+$/.test(line.quantity) ? Number(line.quantity) : 0,
    unitMinor: parseMoney(line.unitPrice || '0') ?? 0n,
    discountPoints: parsePercent(line.discountPercent || '0') ?? 0n,
  }))
  const totals = offerTotals(priced, taxPercent ? (parsePercent(taxPercent) ?? 0n) : 0n)
  const money = (minor: bigint) => displayMoney(currency, minor)

  const submit = async (send: boolean) => {
    setErrors({})
    setFormError(null)
    try {
      const response = await create({
        id: quote._id,
        body: {
          currency,
          validUntil,
          lines: lines.map(lineInput),
          ...(taxName && taxPercent ? { taxName, taxPercent } : {}),
          ...terms,
          send,
        },
      }).unwrap()
      toast.success(response.message)
      onDone(response, send)
    } catch (error) {
      const problem = getApiError(error)
      setErrors(problem.fieldErrors)
      setFormError(problem.message)
    }
  }

  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {input}
      {errors[name] && <p className="text-xs font-medium text-red-700">{errors[name]}</p>}
    </div>
  )

  return (
    <form
      aria-label={from ? `New revision of ${from.title}` : 'New offer'}
      className="mb-4 space-y-4 rounded-lg bg-slate-50 p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(false)
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {field(
          'currency',
          'Currency',
          <select
            id={`${id}-currency`}
            value={currency}
            onChange={(e) => setCurrency(e.target.value as OfferCurrency)}
            className={INPUT}
          >
            {OFFER_CURRENCIES.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>,
        )}
        {field(
          'validUntil',
          'Valid until',
          <input
            id={`${id}-validUntil`}
            type="date"
            required
            value={validUntil}
            onChange={(e) => setValidUntil(e.target.value)}
            className={INPUT}
          />,
        )}
        {field(
          'taxPercent',
          'Tax',
          <select
            id={`${id}-taxPercent`}
            value={tax}
            onChange={(e) => setTax(e.target.value)}
            className={INPUT}
          >
            <option value="">No tax line</option>
            {TAX_PRESETS.map((preset) => (
              <option key={preset.label} value={`${preset.name}|${preset.percent}`}>
                {preset.label}
              </option>
            ))}
          </select>,
        )}
      </div>
      {lines.map((line, index) => (
        <OfferLineFields
          key={line.key}
          index={index}
          line={line}
          errors={errors}
          amount={money(totals.lines[index] ?? 0n)}
          onChange={(next) => setLines((all) => all.map((each) => (each.key === line.key ? next : each)))}
          onRemove={
            lines.length > 1 ? () => setLines((all) => all.filter((each) => each.key !== line.key)) : null
          }
        />
      ))}
      {lines.length < OFFER_LIMITS.lines && (
        <button
          type="button"
          onClick={() => setLines((all) => [...all, emptyLine()])}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-dashed border-slate-400 px-3 text-sm font-medium text-slate-800 hover:bg-white"
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a line
        </button>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        {(['paymentTerms', 'deliveryTerms', 'terms'] as const).map((name) =>
          field(
            name,
            { paymentTerms: 'Payment terms', deliveryTerms: 'Delivery terms', terms: 'Other terms' }[name],
            <textarea
              id={`${id}-${name}`}
              rows={3}
              maxLength={OFFER_LIMITS.terms}
              value={terms[name]}
              onChange={(e) => setTerms((all) => ({ ...all, [name]: e.target.value }))}
              className="w-full rounded-lg border border-slate-300 p-3 text-sm outline-none focus:ring-2 focus:ring-brand-600"
            />,
          ),
        )}
      </div>
      <dl className="ms-auto max-w-xs space-y-1 text-sm" aria-live="polite">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="tabular-nums" dir="ltr">
            {money(totals.subtotal)}
          </dd>
        </div>
        {taxName && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">
              {taxName} {taxPercent} %
            </dt>
            <dd className="tabular-nums" dir="ltr">
              {money(totals.tax)}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-1 font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" dir="ltr">
            {money(totals.total)}
          </dd>
        </div>
      </dl>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => onDone(null, false)}
          className="min-h-11 rounded-lg px-4 text-sm font-medium text-slate-700 hover:bg-slate-200"
        >
          Cancel
        </button>
        <button
          type="submit"
          aria-busy={isLoading}
          className="min-h-11 rounded-lg border border-brand-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Save draft
        </button>
        <button
          type="button"
          aria-busy={isLoading}
          onClick={() => void submit(true)}
          className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Save and send
        </button>
      </div>
    </form>
  )
}
