import type { Event, EventTimeFilter, StatusFilter } from '@gwp/contracts'
import { Eye, Pencil, Trash2, type LucideIcon } from 'lucide-react'

import type { DataTableColumn } from '#app/components/ui/data-table'
import { FilterMenu } from '#app/components/ui/filter-menu'
import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { TranslationBadges } from '#app/features/back-office/lib/translation-badges'
import { dateRangeOf } from './event-dates'
import { ExhibitionActiveBadge, ExhibitionActiveToggle } from './exhibition-active-toggle'
import { ACTIVE_OPTIONS, TIME_STATUS_OPTIONS } from './exhibition-filters'

export interface ExhibitionColumnsOptions {
  /** The filters sit in their columns' headers, as the other tables' Status filter does. */
  filters: {
    timeStatus: EventTimeFilter
    status: StatusFilter
    onTimeStatus: (next: EventTimeFilter) => void
    onStatus: (next: StatusFilter) => void
  }
  /**
   * What the signed-in admin may do (docs/requirements/exhibitions.md#rights); the API refuses the rest
   * anyway.
   */
  rights: { update: boolean; statusChange: boolean; delete: boolean }
  onView: (event: Event) => void
  onEdit: (event: Event) => void
  onDelete: (event: Event) => void
}

const TONES = {
  View: 'text-brand-600 hover:bg-brand-50 hover:text-brand-800',
  Edit: 'text-amber-700 hover:bg-amber-50 hover:text-amber-900',
  Delete: 'text-red-600 hover:bg-red-50 hover:text-red-800',
} as const

const ICONS: Record<keyof typeof TONES, LucideIcon> = { View: Eye, Edit: Pencil, Delete: Trash2 }

/** A row's icon button, named "<verb> <title>" for screen readers, the verb alone as its tooltip. */
function RowAction({
  verb,
  event,
  onClick,
}: {
  verb: keyof typeof TONES
  event: Event
  onClick: () => void
}) {
  const Icon = ICONS[verb]
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${verb} ${event.title}`}
      title={verb}
      className={`rounded-lg p-2 transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${TONES[verb]}`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  )
}

/** Image, Title, Date, Active and Actions (docs/requirements/exhibitions.md#exhibitions-section). */
export function exhibitionColumns({
  filters,
  rights,
  onView,
  onEdit,
  onDelete,
}: ExhibitionColumnsOptions): ReadonlyArray<DataTableColumn<Event>> {
  return [
    {
      header: 'Image',
      className: 'w-0',
      cell: (event) => (
        <ResponsiveImage
          path={event.bannerImage}
          alt={event.title}
          width={96}
          height={54}
          sizes="96px"
          className="h-12 w-20 rounded-lg border border-slate-200 object-cover"
        />
      ),
    },
    { header: 'Title', isRowHeader: true, cell: (event) => event.title, className: 'min-w-48 break-words' },
    { header: 'Languages', cell: (event) => <TranslationBadges translations={event.translations} /> },
    {
      header: 'Date',
      renderHeader: () => (
        <FilterMenu
          label="Date"
          options={TIME_STATUS_OPTIONS}
          value={filters.timeStatus}
          onChange={filters.onTimeStatus}
        />
      ),
      cell: (event) => (
        <>
          <span className="block whitespace-nowrap">{dateRangeOf(event)}</span>
          <span className="block text-xs text-slate-500 capitalize">{event.status}</span>
        </>
      ),
      className: 'text-slate-700',
    },
    {
      header: 'Active',
      renderHeader: () => (
        <FilterMenu
          label="Active"
          options={ACTIVE_OPTIONS}
          value={filters.status}
          onChange={filters.onStatus}
        />
      ),
      cell: (event) =>
        rights.statusChange ? (
          <ExhibitionActiveToggle event={event} />
        ) : (
          <ExhibitionActiveBadge isActive={event.isActive} />
        ),
    },
    {
      header: 'Actions',
      srOnlyHeader: true,
      align: 'right',
      cell: (event) => (
        <div className="flex justify-end gap-1">
          <RowAction verb="View" event={event} onClick={() => onView(event)} />
          {rights.update && <RowAction verb="Edit" event={event} onClick={() => onEdit(event)} />}
          {rights.delete && <RowAction verb="Delete" event={event} onClick={() => onDelete(event)} />}
        </div>
      ),
    },
  ]
}
