import type { EventTimeFilter, StatusFilter } from '@gwp/contracts'

import type { FilterMenuOption } from '#app/components/ui/filter-menu'

/**
 * The time-status filter (docs/requirements/exhibitions.md#exhibitions-section): All, upcoming, current,
 * past, in the spec's words.
 */
export const TIME_STATUS_OPTIONS: ReadonlyArray<FilterMenuOption<EventTimeFilter>> = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'upcoming' },
  { value: 'current', label: 'current' },
  { value: 'past', label: 'past' },
]

/** The active-state filter: Show All, Active, Inactive. */
export const ACTIVE_OPTIONS: ReadonlyArray<FilterMenuOption<StatusFilter>> = [
  { value: 'all', label: 'Show All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
]
