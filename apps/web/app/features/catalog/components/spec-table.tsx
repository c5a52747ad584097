import { COLOR_PALETTE, parseProductColors, type Product } from '@gwp/contracts'

import { fallbackLang } from '#app/i18n/fallback-lang'
import { formatNumber } from '#app/i18n/format-number'
import { useI18n } from '#app/i18n/use-i18n'

type SpecFields = Pick<
  Product,
  | 'productCode'
  | 'brand'
  | 'material'
  | 'packageQuantity'
  | 'dimension'
  | 'specialFeature'
  | 'recommendedSurface'
  | 'recommendedUsage'
  | 'colors'
> & { untranslated?: readonly string[] }

interface Row {
  label: string
  value: React.ReactNode
  /** `en` for a field the API left in English on an Urdu or Arabic page. */
  lang?: string
  /** Codes and measures read left to right inside Urdu and Arabic text. */
  ltr?: boolean
}

/** The palette's colour names, which the catalogue translates; any other stored name is shown as it is. */
const PALETTE_NAMES = new Set<string>(COLOR_PALETTE.map((color) => color.name))

/** The specification table of the product page, one row per field, colours as named swatches. */
export function SpecTable({ product }: { product: SpecFields }) {
  const { t, language } = useI18n()
  const text = (label: string, field: keyof SpecFields & string): Row => ({
    label,
    value: product[field] as string,
    lang: fallbackLang(product, field),
  })
  const rows: Row[] = [
    { label: t('Product code'), value: product.productCode, ltr: true },
    text(t('Brand'), 'brand'),
    text(t('Material'), 'material'),
    { label: t('Package quantity'), value: formatNumber(language, product.packageQuantity), ltr: true },
    { label: t('Dimension'), value: product.dimension, ltr: true },
    text(t('Special feature'), 'specialFeature'),
    text(t('Recommended surface'), 'recommendedSurface'),
    text(t('Recommended usage'), 'recommendedUsage'),
    { label: t('Colours'), value: <ColourSwatches key="colours" colors={product.colors} /> },
  ]
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200">
      <table className="w-full text-start text-sm">
        <caption className="bg-brand-50 px-4 py-3 text-start text-base font-bold text-brand-900">
          {t('Specifications')}
        </caption>
        <tbody className="divide-y divide-slate-200">
          {rows.map(({ label, value, lang, ltr }) => (
            <tr key={label} className="align-top even:bg-slate-50/60">
              <th scope="row" className="w-2/5 px-4 py-3 font-semibold text-slate-700 sm:w-1/3">
                {label}
              </th>
              <td className="px-4 py-3 text-slate-700">
                {value === '' ? (
                  '—'
                ) : ltr ? (
                  <bdi dir="ltr">{value}</bdi>
                ) : lang ? (
                  <span lang={lang}>{value}</span>
                ) : (
                  value
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ColourSwatches({ colors }: { colors: readonly string[] }) {
  const { t, language } = useI18n()
  const parsed = parseProductColors(colors)
  if (parsed.length === 0) return <>—</>
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      {parsed.map((color) => {
        const known = PALETTE_NAMES.has(color.name)
        return (
          <li key={color.id} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-4 w-4 shrink-0 rounded-full border border-slate-300"
              style={{ backgroundColor: color.hex }}
            />
            <span lang={known || language === 'en' ? undefined : 'en'}>
              {known ? t(color.name) : color.name}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
