import type { LucideIcon } from 'lucide-react'

const TONES = {
  view: 'text-brand-600 hover:bg-brand-50 hover:text-brand-800',
  edit: 'text-amber-700 hover:bg-amber-50 hover:text-amber-900',
  delete: 'text-red-600 hover:bg-red-50 hover:text-red-800',
} as const

interface RowActionButtonProps {
  /** Names the action and its row, e.g. "Edit Floor Care". */
  label: string
  icon: LucideIcon
  tone: keyof typeof TONES
  onClick: () => void
}

/** An icon button of a row: its name for screen readers, the same words as a tooltip. */
export function RowActionButton({ label, icon: Icon, tone, onClick }: RowActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={`rounded-lg p-2 transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${TONES[tone]}`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  )
}
