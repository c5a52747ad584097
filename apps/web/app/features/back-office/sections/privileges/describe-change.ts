import type { AuditEntry, AuditState, Permissions } from '@gwp/contracts'

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

/** The words for the profile fields an `admin.profile` entry names. */
const FIELD_WORDS: Record<NonNullable<AuditState['fields']>[number], string> = {
  contactNumber: 'contact number',
  address: 'address',
}

/** "a", "a and b", "a, b and c". */
function listed(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/**
 * What a history entry did, as a sentence that follows the actor's name: "changed the role of sana
 * from Member to Blog Writer", "disabled sana", "created role Packer with Products create",
 * "changed role Packer: renamed to Shipping, Products update added", "deleted role Shipping",
 * "added admin sana as Member", "changed their contact number and address", "changed their e-mail
 * from sa***@ex***.com to sn***@ex***.com", "changed their password", "reset their password with an
 * e-mailed link". Names are the ones the entry kept, as they were at the time.
 */
export function describeChange({ action, actor, targetName, before, after }: AuditEntry): string {
  // One's own account is "their"; an account named by someone else is named.
  const whose = actor === targetName ? 'their' : 'the'
  const of = actor === targetName ? '' : ` of ${targetName}`
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
    case 'admin.create':
      return `added admin ${targetName} as ${after?.role ?? 'Member'}`
    case 'admin.profile': {
      const fields = listed((after?.fields ?? []).map((field) => FIELD_WORDS[field]))
      return `changed ${whose} ${fields || 'profile'}${of}`
    }
    case 'admin.email':
      return `changed ${whose} e-mail${of} from ${before?.email ?? 'an address'} to ${after?.email ?? 'another'}`
    case 'admin.password':
      return `changed ${whose} password${of}`
    case 'admin.password-reset':
      return `reset ${whose} password${of} with an e-mailed link`
  }
}
