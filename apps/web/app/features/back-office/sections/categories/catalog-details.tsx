import { ResponsiveImage } from '#app/components/ui/responsive-image'

/** The picture and facts of a category or sub-category, for the view modals. */
export function CatalogDetails({
  image,
  name,
  rows,
}: {
  image: string
  name: string
  rows: ReadonlyArray<[string, string]>
}) {
  return (
    <div className="space-y-4">
      <ResponsiveImage
        path={image}
        alt={name}
        width={1000}
        height={1000}
        sizes="(min-width: 560px) 240px, 60vw"
        className="mx-auto aspect-square w-60 max-w-full rounded-xl border border-slate-200 object-cover"
      />
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[8rem_1fr] sm:gap-3">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-sm break-words whitespace-pre-line text-slate-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
