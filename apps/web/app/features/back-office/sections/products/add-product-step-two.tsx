import { ProductDetailFields } from './product-detail-fields'

export interface AddProductStepTwoProps {
  images: readonly File[]
  progress: ReadonlyMap<File, number | null>
  busy: boolean
}

/** Step two of "Add Product": the eight detail fields, and each image's upload while it is sent. */
export function AddProductStepTwo({ images, progress, busy }: AddProductStepTwoProps) {
  return (
    <div className="space-y-5">
      <ProductDetailFields />
      {busy && images.length > 0 && (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p className="mb-2 text-sm font-medium text-slate-700">Uploading images</p>
          <ul className="space-y-2">
            {images.map((file, index) => {
              const percent = progress.get(file) ?? null
              return (
                <li key={`${index}-${file.name}`} className="flex items-center gap-3 text-sm">
                  <span className="w-40 min-w-0 truncate text-slate-700" title={file.name}>
                    {file.name}
                  </span>
                  <progress
                    max={100}
                    value={percent ?? undefined}
                    aria-label={`Uploading ${file.name}`}
                    className="h-2 flex-1 accent-brand-600"
                  />
                  <span className="w-10 text-right text-xs text-slate-600 tabular-nums">
                    {percent === null ? '' : `${percent}%`}
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
