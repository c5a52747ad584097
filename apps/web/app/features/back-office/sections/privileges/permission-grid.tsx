import type { PermissionAction } from '@gwp/contracts'

import { ACTION_NAMES } from './role-areas'
import type { FormGrid, FormGridRow } from './role-form-grid'

/** The grid's columns: every action any area has, in badge order. */
const ACTIONS: readonly PermissionAction[] = ['create', 'update', 'statusChange']

interface PermissionGridProps {
  rows: readonly FormGridRow[]
  value: FormGrid
  onChange: (grid: FormGrid) => void
  disabled?: boolean
}

/**
 * The privilege grid of the Add and Update Privilege forms: one row per area, a checkbox for exactly
 * the actions that area has (PERMISSION_MODEL; quotations only change status). Each checkbox is named
 * for its area and action ("Blog: Create"), since a screen reader moving through the cells hears the
 * box and not the header above it. The whole cell is the checkbox's label, an easy target.
 */
export function PermissionGrid({ rows, value, onChange, disabled = false }: PermissionGridProps) {
  const toggle = (key: string, action: PermissionAction, held: boolean) =>
    onChange({ ...value, [key]: { ...value[key], [action]: held } })

  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1 block text-sm font-medium text-slate-700">Permissions</legend>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Rights of the role, per area</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Area
              </th>
              {ACTIONS.map((action) => (
                <th key={action} scope="col" className="px-3 py-2 text-center whitespace-nowrap">
                  {ACTION_NAMES[action].word}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(({ key, label, actions }) => (
              <tr key={key}>
                <th scope="row" className="px-3 py-1 text-left font-medium whitespace-nowrap text-slate-900">
                  {label}
                </th>
                {ACTIONS.map((action) => (
                  <td key={action} className="p-0 text-center">
                    {actions.includes(action) ? (
                      <label className="flex cursor-pointer justify-center px-3 py-2.5 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          checked={value[key]?.[action] ?? false}
                          onChange={(event) => toggle(key, action, event.target.checked)}
                          className="h-4 w-4 cursor-pointer accent-brand-600"
                        />
                        <span className="sr-only">{`${label}: ${ACTION_NAMES[action].word}`}</span>
                      </label>
                    ) : (
                      <>
                        <span aria-hidden="true" className="text-slate-300">
                          —
                        </span>
                        <span className="sr-only">{`${label} has no ${ACTION_NAMES[action].word.toLowerCase()}`}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  )
}
