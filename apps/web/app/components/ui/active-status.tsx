import { useState } from 'react'

/** The off state's look: a paused record (a blog, a product) is grey; a shut-out account is red. */
const OFF_TONES = {
  muted: { badge: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-500' },
  danger: { badge: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-600' },
} as const

interface ActiveBadgeProps {
  isActive: boolean
  /** The off state's word; "Inactive" unless the screen's own filter says otherwise ("Disabled"). */
  offLabel?: string
  offTone?: keyof typeof OFF_TONES
}

/** Active or Inactive as a badge, for admins who cannot change it and for the details modals. */
export function ActiveBadge({ isActive, offLabel = 'Inactive', offTone = 'muted' }: ActiveBadgeProps) {
  const off = OFF_TONES[offTone]
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        isActive ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : off.badge
      }`}
    >
      <span
        aria-hidden="true"
        className={`h-1.5 w-1.5 rounded-full ${isActive ? 'bg-emerald-600' : off.dot}`}
      />
      {isActive ? 'Active' : offLabel}
    </span>
  )
}

interface ActiveStatusSelectProps {
  /** e.g. "Status of Spin Mop". */
  label: string
  /** What the list says now. */
  isActive: boolean
  /** Saves the choice (and says how it went); resolves false when it failed. */
  save: (isActive: boolean) => Promise<boolean>
}

/**
 * The Status select of the products and blogs tables (docs/requirements/back-office.md#states: Active or
 * Inactive, then the list reloads). The choice shows at once and stays until the reloaded list agrees; a
 * failure puts the old one back. Never disabled while saving, so focus stays where the admin left it.
 */
export function ActiveStatusSelect({ label, isActive: listed, save }: ActiveStatusSelectProps) {
  const [requested, setRequested] = useState<boolean | null>(null)
  const [saving, setSaving] = useState(false)
  // The list has caught up with the change: show what it says from now on.
  if (requested !== null && !saving && requested === listed) setRequested(null)
  const isActive = requested ?? listed

  const change = async (next: boolean) => {
    if (saving || next === isActive) return
    setRequested(next)
    setSaving(true)
    const saved = await save(next)
    setSaving(false)
    if (!saved) setRequested(null)
  }

  return (
    <select
      aria-label={label}
      aria-busy={saving}
      value={isActive ? 'active' : 'inactive'}
      onChange={(event) => void change(event.target.value === 'active')}
      className={`rounded-lg border py-1 pr-8 pl-2.5 text-sm font-semibold outline-none focus:ring-2 focus:ring-brand-600 ${
        isActive
          ? 'border-emerald-300 bg-emerald-50 text-emerald-800'
          : 'border-slate-300 bg-slate-50 text-slate-700'
      }`}
    >
      <option value="active">Active</option>
      <option value="inactive">Inactive</option>
    </select>
  )
}
