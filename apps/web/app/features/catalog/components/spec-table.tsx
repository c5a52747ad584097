import { parseProductColors, type Product } from '@gwp/contracts'

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
>

/** The specification table of the product page, one row per field, colours as named swatches. */
export function SpecTable({ product }: { product: SpecFields }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['Product code', product.productCode],
    ['Brand', product.brand],
    ['Material', product.material],
    ['Package quantity', product.packageQuantity],
    ['Dimension', product.dimension],
    ['Special feature', product.specialFeature],
    ['Recommended surface', product.recommendedSurface],
    ['Recommended usage', product.recommendedUsage],
    ['Colours', <ColourSwatches key="colours" colors={product.colors} />],
  ]
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="bg-brand-50 px-4 py-3 text-left text-base font-bold text-brand-900">
          Specifications
        </caption>
        <tbody className="divide-y divide-slate-200">
          {rows.map(([label, value]) => (
            <tr key={label} className="align-top even:bg-slate-50/60">
              <th scope="row" className="w-2/5 px-4 py-3 font-semibold text-slate-700 sm:w-1/3">
                {label}
              </th>
              <td className="px-4 py-3 text-slate-700">{value === '' ? '—' : value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ColourSwatches({ colors }: { colors: readonly string[] }) {
  const parsed = parseProductColors(colors)
  if (parsed.length === 0) return <>—</>
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      {parsed.map((color) => (
        <li key={color.id} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="h-4 w-4 shrink-0 rounded-full border border-slate-300"
            style={{ backgroundColor: color.hex }}
          />
          {color.name}
        </li>
      ))}
    </ul>
  )
}
