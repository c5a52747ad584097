import type { PermissionAction } from '@gwp/contracts'

import { ACTION_NAMES } from './role-areas'

const TONES: Record<PermissionAction, string> = {
  create: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  update: 'bg-sky-50 text-sky-800 ring-sky-200',
  statusChange: 'bg-amber-50 text-amber-900 ring-amber-200',
}

/**
 * The rights a role holds in one area as single letters (docs/requirements/accounts.md#privileges-section: C
 * create, U update, S statusChange). The letters are for the eye (with the word as a tooltip); screen readers
 * hear the words ("Create, Update") or "None", which also makes the cell's accessible name.
 */
export function RightsBadges({ held }: { held: readonly PermissionAction[] }) {
  if (held.length === 0) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-400">
          —
        </span>
        <span className="sr-only">None</span>
      </>
    )
  }
  return (
    <>
      <span aria-hidden="true" className="inline-flex gap-1">
        {held.map((action) => (
          <span
            key={action}
            title={ACTION_NAMES[action].word}
            className={`inline-flex h-6 w-6 items-center justify-center rounded-md text-xs font-bold ring-1 ring-inset ${TONES[action]}`}
          >
            {ACTION_NAMES[action].letter}
          </span>
        ))}
      </span>
      <span className="sr-only">{held.map((action) => ACTION_NAMES[action].word).join(', ')}</span>
    </>
  )
}
