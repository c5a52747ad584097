import {
  EVENT_MESSAGES,
  EVENT_TIME_FILTERS,
  STATUS_FILTERS,
  type Event,
  type EventTimeFilter,
  type StatusFilter,
} from '@gwp/contracts'
import { useState } from 'react'

import { Button } from '#app/components/ui/button'
import { DataTable } from '#app/components/ui/data-table'
import { SearchField } from '#app/components/ui/search-field'
import { useGetEventPageQuery } from '#app/features/back-office/api/events'
import { useCan, useIsSuperAdmin } from '#app/features/back-office/lib/use-can'
import { useServerList } from '#app/features/back-office/lib/use-server-list'
import { EventFormModal } from './event-form-modal'
import { exhibitionColumns } from './exhibition-columns'
import { ExhibitionDeleteDialog } from './exhibition-delete-dialog'
import { ExhibitionDetailsModal } from './exhibition-details-modal'

type OpenModal =
  | { kind: 'create' }
  | { kind: 'view'; event: Event }
  | { kind: 'edit'; event: Event }
  | { kind: 'delete'; event: Event }
  | null

const pick = (open: OpenModal, kind: 'view' | 'edit' | 'delete') => (open?.kind === kind ? open.event : null)

/**
 * Until the first page answers with the server's day: today in the default EVENTS_TZ by this
 * browser's clock (en-CA writes YYYY-MM-DD). The server checks the dates again on save anyway.
 */
const fallbackToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Karachi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())

/**
 * Exhibition (docs/requirements/exhibitions.md#exhibitions-section, #states, #rights): 10 events a page from
 * the server, searched by title and filtered by time status and active state, all in the URL
 * (`?section=exhibitions&timeStatus=upcoming&status=active&q=expo&page=2`). "+ Create Exhibition" needs
 * event.create, edit event.update, the active toggle event.statusChange, delete the superAdmin; view is for
 * everyone.
 */
export function ExhibitionsSection() {
  // The spec only logs a failed list and shows it empty; the table also says why.
  const { list, query, table, search, filtered } = useServerList({
    params: {
      filters: { timeStatus: 'all', status: 'all' },
      allowed: { timeStatus: EVENT_TIME_FILTERS, status: STATUS_FILTERS },
    },
    useQuery: useGetEventPageQuery,
    args: ({ page, q, filters }) => ({
      page,
      q,
      status: filters.status as StatusFilter,
      timeStatus: filters.timeStatus as EventTimeFilter,
    }),
    rowsOf: (page) => page.events,
    failure: EVENT_MESSAGES.fetchFailed,
    paging: { noun: 'exhibitions', label: 'Exhibitions pages' },
  })
  const timeStatus = list.filters.timeStatus as EventTimeFilter
  const status = list.filters.status as StatusFilter
  const [open, setOpen] = useState<OpenModal>(null)
  const canCreate = useCan('event', 'create')
  const rights = {
    update: useCan('event', 'update'),
    statusChange: useCan('event', 'statusChange'),
    delete: useIsSuperAdmin(),
  }
  const close = () => setOpen(null)

  return (
    <section aria-labelledby="exhibitions-heading">
      <DataTable
        caption={list.q ? `Exhibitions matching “${list.q}”` : 'Exhibitions'}
        columns={exhibitionColumns({
          filters: {
            timeStatus,
            status,
            onTimeStatus: (next) => list.setFilter('timeStatus', next),
            onStatus: (next) => list.setFilter('status', next),
          },
          rights,
          onView: (event) => setOpen({ kind: 'view', event }),
          onEdit: (event) => setOpen({ kind: 'edit', event }),
          onDelete: (event) => setOpen({ kind: 'delete', event }),
        })}
        {...table}
        getRowKey={(event) => event._id}
        loadingMessage="Loading exhibitions…"
        emptyMessage={filtered ? 'No exhibitions match.' : 'No exhibitions yet.'}
        toolbar={
          <>
            <h2 id="exhibitions-heading" className="sr-only">
              Exhibition list
            </h2>
            <SearchField
              label="Search by title"
              placeholder="Search by title"
              {...search}
              className="w-full sm:w-72"
            />
            {canCreate && <Button onClick={() => setOpen({ kind: 'create' })}>+ Create Exhibition</Button>}
          </>
        }
      />
      <ExhibitionDetailsModal event={pick(open, 'view')} onClose={close} />
      <EventFormModal
        open={open?.kind === 'create' || open?.kind === 'edit'}
        event={pick(open, 'edit')}
        today={query.data?.today ?? fallbackToday()}
        onClose={close}
      />
      <ExhibitionDeleteDialog event={pick(open, 'delete')} onClose={close} />
    </section>
  )
}
