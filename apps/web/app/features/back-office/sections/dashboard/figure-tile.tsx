import type { LucideIcon } from 'lucide-react'

interface FigureTileProps {
  label: string
  value: string
  /** One line under the value saying what it stands on, e.g. how many replies. */
  note: string
  icon: LucideIcon
  /** The icon's background and colour, as the count cards have them. */
  accent: string
}

/**
 * One headline figure of the sales desk, drawn like the count cards above it. A name/value pair of
 * the <dl> its parent opens, so a screen reader reads "Median time to first reply, 4.5 h".
 */
export function FigureTile({ label, value, note, icon: Icon, accent }: FigureTileProps) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className={`flex h-10 w-10 items-center justify-center rounded-lg ${accent}`}>
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <dt className="mt-4 text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{value}</dd>
      <dd className="mt-1 text-sm text-slate-600">{note}</dd>
    </div>
  )
}
