import type { AuditEntry, Permissions } from '@gwp/contracts'

import { ACTION_NAMES, actionsOf, AREA_COLUMNS } from './role-areas'

/** One right in words, as the table's columns name its area: "Blog create", "Quotes status change". */
const rightName = (label: string, action: keyof typeof ACTION_NAMES) =>
  `${label} ${ACTION_NAMES[action].word.toLowerCase()}`

const holds = (grid: Permissions | undefined, area: keyof Permissions, action: string) =>
  (grid?.[area] as Record<string, boolean> | undefined)?.[action] === true

/** Every right a grid grants, in the table's order. */
function heldRights(grid: Permissions | undefined): string[] {
  return AREA_COLUMNS.flatMap(({ area, label }) =>
    actionsOf(area)
      .filter((action) => holds(grid, area, action))
      .map((action) => rightName(label, action)),
  )
}

/** What a grid change did, right by right in the table's order: "Blog create removed". */
function rightChanges(before: Permissions | undefined, after: Permissions | undefined): string[] {
  return AREA_COLUMNS.flatMap(({ area, label }) =>
    actionsOf(area)
      .filter((action) => holds(before, area, action) !== holds(after, area, action))
      .map((action) => `${rightName(label, action)} ${holds(after, area, action) ? 'added' : 'removed'}`),
  )
}

/**
 * What a history entry did, as a sentence that follows the actor's name: "changed the role of sana
 * from Member to Blog Writer", "disabled sana", "created role Packer with Products create",
 * "changed role Packer: renamed to Shipping, Products update added", "deleted role Shipping".
 * Names are the ones the entry kept, as they were at the time.
 */
export function describeChange({ action, targetName, before, after }: AuditEntry): string {
  switch (action) {
    case 'admin.role':
      return `changed the role of ${targetName} from ${before?.role ?? 'no role'} to ${after?.role ?? 'no role'}`
    case 'admin.status':
      return `${after?.isActive ? 'enabled' : 'disabled'} ${targetName}`
    case 'role.create': {
      const rights = heldRights(after?.permissions)
      const name = after?.role ?? targetName
      return `created role ${name} with ${rights.length > 0 ? rights.join(', ') : 'no rights'}`
    }
    case 'role.update': {
      const name = before?.role ?? targetName
      const renamed = after?.role !== undefined && after.role !== name ? [`renamed to ${after.role}`] : []
      const changes = [...renamed, ...rightChanges(before?.permissions, after?.permissions)]
      return changes.length > 0 ? `changed role ${name}: ${changes.join(', ')}` : `changed role ${name}`
    }
    case 'role.delete':
      return `deleted role ${before?.role ?? targetName}`
  }
}
