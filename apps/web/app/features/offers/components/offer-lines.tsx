import type { PublicOffer } from '@gwp/contracts'

import { hasDiscount, offerMoney, offerQuantity } from '#app/features/offers/utils/offer-format'
import { richMessage } from '#app/i18n/rich-message'
import { useI18n } from '#app/i18n/use-i18n'

/** An amount as one unbroken left-to-right run, whatever the text around it. */
export function Money({ currency, amount }: { currency: string; amount: string }) {
  const { language } = useI18n()
  return (
    <span dir="ltr" className="whitespace-nowrap tabular-nums">
      {offerMoney(currency, amount, language)}
    </span>
  )
}

function ProductCode({ code }: { code: string | null }) {
  const { t } = useI18n()
  if (!code) return null
  return (
    <span className="mt-0.5 block text-xs font-normal text-slate-500">
      {richMessage(t, 'Code {code}', { code: <bdi dir="ltr">{code}</bdi> })}
    </span>
  )
}

const CARD_ROW = 'flex justify-between gap-4 py-0.5'

const NUMBER_CELL = 'px-4 py-3 text-end align-top whitespace-nowrap tabular-nums'

/**
 * The offer's lines: a table from tablet width up, and one card per line on a phone, where six
 * columns would not fit. The one not shown is display:none, so assistive technology meets each line
 * once. The discount column appears only when some line has a discount.
 */
export function OfferLines({ offer }: { offer: Pick<PublicOffer, 'lines' | 'currency'> }) {
  const { lines, currency } = offer
  const { t, language } = useI18n()
  const quantity = (line: (typeof lines)[number]) => offerQuantity(line.quantity, language)
  const itemsLabel = t('Quoted items, with prices in {currency}', { currency })
  const discounted = lines.some((line) => hasDiscount(line.discountPercent))
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 md:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{itemsLabel}</caption>
          <thead className="bg-brand-50 text-xs font-semibold tracking-wider text-brand-900 uppercase">
            <tr>
              <th scope="col" className="w-12 px-4 py-3">
                {t('No.')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('Description')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {t('Qty')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {t('Unit price')}
              </th>
              {discounted && (
                <th scope="col" className="px-4 py-3 text-end">
                  {t('Discount')}
                </th>
              )}
              <th scope="col" className="px-4 py-3 text-end">
                {t('Amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {lines.map((line, index) => (
              <tr key={index} className="even:bg-slate-50/60">
                <td className="px-4 py-3 align-top text-slate-500 tabular-nums">{index + 1}</td>
                <th scope="row" className="px-4 py-3 align-top font-medium text-slate-900 wrap-anywhere">
                  {line.description}
                  <ProductCode code={line.productCode} />
                </th>
                <td className={NUMBER_CELL}>{quantity(line)}</td>
                <td className={NUMBER_CELL}>
                  <Money currency={currency} amount={line.unitPrice} />
                </td>
                {discounted && (
                  <td className={NUMBER_CELL}>
                    {hasDiscount(line.discountPercent) ? `${line.discountPercent} %` : '–'}
                  </td>
                )}
                <td className={`${NUMBER_CELL} font-semibold text-slate-900`}>
                  <Money currency={currency} amount={line.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Named as a group around the list: screen readers announce a group's name, and few a list's. */}
      <div role="group" aria-label={itemsLabel} className="md:hidden">
        <ol className="space-y-3">
          {lines.map((line, index) => (
            <li key={index} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex gap-2 font-semibold text-slate-900">
                <span className="text-slate-500 tabular-nums">{index + 1}.</span>
                <span className="min-w-0 wrap-anywhere">
                  {line.description}
                  <ProductCode code={line.productCode} />
                </span>
              </p>
              <dl className="mt-3 text-sm">
                <div className={CARD_ROW}>
                  <dt className="text-slate-500">{t('Quantity')}</dt>
                  <dd className="tabular-nums">{quantity(line)}</dd>
                </div>
                <div className={CARD_ROW}>
                  <dt className="text-slate-500">{t('Unit price')}</dt>
                  <dd>
                    <Money currency={currency} amount={line.unitPrice} />
                  </dd>
                </div>
                {hasDiscount(line.discountPercent) && (
                  <div className={CARD_ROW}>
                    <dt className="text-slate-500">{t('Discount')}</dt>
                    <dd className="tabular-nums">{line.discountPercent} %</dd>
                  </div>
                )}
                <div
                  className={`${CARD_ROW} mt-1.5 border-t border-slate-200 pt-2 font-semibold text-slate-900`}
                >
                  <dt>{t('Amount')}</dt>
                  <dd>
                    <Money currency={currency} amount={line.amount} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}
