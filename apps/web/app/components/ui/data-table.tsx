import { PAGE_SIZE, pageView } from '@gwp/contracts'
import { ChevronRight } from 'lucide-react'
import { Fragment, useEffect, useId, useState, type ReactNode } from 'react'

import { DataCards } from './data-cards'
import { Pagination } from './pagination'
import { TABLE_HEAD_CLASS } from './table-head'

export interface DataTableColumn<Row> {
  /** The column's name: its header text (unless `renderHeader` replaces it) and its key. */
  header: string
  /** The header is read by screen readers only, e.g. an actions column. */
  srOnlyHeader?: boolean
  /** Header content other than the plain name, e.g. a `<FilterMenu label="Status" …/>`. */
  renderHeader?: () => ReactNode
  cell: (row: Row) => ReactNode
  /** Extra classes for this column's cells, after the default padding. */
  className?: string
  align?: 'left' | 'center' | 'right'
  /** This column's cell names its row (a `<th scope="row">`), e.g. the product's name. */
  isRowHeader?: boolean
}

export interface PageChangeOptions {
  /** True when the table corrects a page past the end: replace the history entry, don't add one. */
  replace?: boolean
}

interface PagingCommon {
  /** What is counted, for "Showing 1 to 10 of 57 logs". */
  noun: string
  /** The page navigation's name, e.g. "Server logs pages". */
  label: string
  /** Rows per page; the back office's 10 (PAGE_SIZE.admin) unless told otherwise. */
  pageSize?: number
}

/** `rows` is the whole list and the table shows one page of it; page state is optional. */
export interface ClientPaging extends PagingCommon {
  mode: 'client'
  /** Controlled page (e.g. from useListParams); without it the table keeps its own. */
  page?: number
  onPageChange?: (page: number, options?: PageChangeOptions) => void
}

/** `rows` is already the page the server sent; `total` counts the whole list. */
export interface ServerPaging extends PagingCommon {
  mode: 'server'
  page: number
  total: number
  onPageChange: (page: number, options?: PageChangeOptions) => void
}

export type DataTablePaging = ClientPaging | ServerPaging

type Expansion<Row> =
  | { renderExpanded?: undefined; expandLabel?: undefined; expandHeader?: undefined }
  | {
      /** Content of the row's expansion, mounted only while it is open. */
      renderExpanded: (row: Row) => ReactNode
      /** Names the toggle for one row, e.g. (c) => `Sub categories of ${c.name}`. */
      expandLabel: (row: Row) => string
      /** Screen-reader name of the toggle column; "Expand". */
      expandHeader?: string
    }

export type DataTableProps<Row> = {
  columns: ReadonlyArray<DataTableColumn<Row>>
  rows: readonly Row[]
  getRowKey: (row: Row) => string
  /** Names the table for screen readers (a `<caption>`); shown on screen when `captionVisible`. */
  caption: string
  captionVisible?: boolean
  /** The first load: a loading row instead of the rows. */
  isLoading?: boolean
  /** Any request in flight (a page change, a refetch): the table is marked busy meanwhile. */
  isFetching?: boolean
  /** A failure to show in place of the rows; the paging footer hides. */
  error?: string | null
  emptyMessage?: string
  loadingMessage?: string
  paging?: DataTablePaging
  /** Above the table, inside the same card: a title, search, filters, an add button. */
  toolbar?: ReactNode
  className?: string
  /** On phones, each row as a card (data-cards.tsx) instead of the table. */
  renderCard?: (row: Row) => ReactNode
} & Expansion<Row>

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const
const CELL = 'px-4 py-3'

/**
 * The back office's table: columns as data, the loading, empty and error rows built in, optional
 * expandable rows, and a "Showing X to Y of N" footer that pages either the rows it was given
 * (client mode) or a list the server pages (server mode). Presentational: the section fetches.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  captionVisible = false,
  isLoading = false,
  isFetching = false,
  error = null,
  emptyMessage = 'Nothing to show.',
  loadingMessage = 'Loading…',
  paging,
  toolbar,
  className = '',
  renderExpanded,
  expandLabel,
  expandHeader = 'Expand',
  renderCard,
}: DataTableProps<Row>) {
  const baseId = useId()
  const [ownPage, setOwnPage] = useState(1)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set())

  const expandable = renderExpanded !== undefined
  const colSpan = columns.length + (expandable ? 1 : 0)
  const pageSize = paging?.pageSize ?? PAGE_SIZE.admin
  const requested = paging?.page ?? ownPage
  const total = paging?.mode === 'server' ? paging.total : rows.length
  const view = pageView(total, requested, pageSize)
  const visible = paging?.mode === 'client' ? rows.slice(view.start, view.end) : rows
  const settled = !isLoading && !error
  const onPageChange = paging?.onPageChange

  // A page past the end (an old link, the last row of the last page deleted) shows the last page;
  // a controlled page is corrected in place so the URL says what is shown.
  useEffect(() => {
    if (settled && onPageChange && paging?.page !== undefined && view.page !== requested) {
      onPageChange(view.page, { replace: true })
    }
  }, [settled, onPageChange, paging?.page, view.page, requested])

  const changePage = (page: number) => {
    // Controlled: the caller holds the page (the URL). Otherwise the table does, and still reports it.
    if (paging?.page === undefined) setOwnPage(page)
    onPageChange?.(page)
  }

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  const messageRow = (content: ReactNode, tone: string) => (
    <tr>
      <td colSpan={colSpan} className={`px-4 py-10 text-center ${tone}`}>
        {content}
      </td>
    </tr>
  )

  let body: ReactNode
  if (isLoading) {
    body = messageRow(<span role="status">{loadingMessage}</span>, 'text-slate-500')
  } else if (error) {
    body = messageRow(<span role="alert">{error}</span>, 'font-medium text-red-700')
  } else if (visible.length === 0) {
    body = messageRow(emptyMessage, 'text-slate-500')
  } else {
    body = visible.map((row) => {
      const key = getRowKey(row)
      const open = expandable && expanded.has(key)
      const detailsId = `${baseId}-${key}-expanded`
      return (
        <Fragment key={key}>
          <tr className="hover:bg-slate-50">
            {expandable && (
              <td className="w-0 py-3 pr-0 pl-3">
                <button
                  type="button"
                  onClick={() => toggle(key)}
                  aria-expanded={open}
                  // Points at the expansion only while it exists.
                  aria-controls={open ? detailsId : undefined}
                  aria-label={expandLabel(row)}
                  title={expandLabel(row)}
                  className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  <ChevronRight
                    aria-hidden="true"
                    className={`h-4 w-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}
                  />
                </button>
              </td>
            )}
            {columns.map((column) => {
              const cellClass = `${CELL} ${ALIGN[column.align ?? 'left']} ${column.className ?? ''}`
              return column.isRowHeader ? (
                <th key={column.header} scope="row" className={`${cellClass} font-medium text-slate-900`}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} className={cellClass}>
                  {column.cell(row)}
                </td>
              )
            })}
          </tr>
          {open && (
            <tr id={detailsId}>
              <td colSpan={colSpan} className="bg-slate-50 px-4 py-4">
                {renderExpanded(row)}
              </td>
            </tr>
          )}
        </Fragment>
      )
    })
  }

  return (
    <div className={`overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${className}`}>
      {toolbar && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          {toolbar}
        </div>
      )}
      {renderCard && (
        <DataCards
          rows={visible}
          getRowKey={getRowKey}
          renderCard={renderCard}
          label={caption}
          isLoading={isLoading}
          isFetching={isFetching}
          error={error}
          emptyMessage={emptyMessage}
          loadingMessage={loadingMessage}
        />
      )}
      {/* relative: visually hidden header text is positioned, and must scroll with the table instead
          of widening the page on a phone. */}
      <div className={`relative overflow-x-auto ${renderCard ? 'max-md:hidden' : ''}`}>
        <table className="min-w-full divide-y divide-slate-200 text-sm" aria-busy={isLoading || isFetching}>
          <caption
            className={
              captionVisible ? 'px-4 pt-3 text-left text-sm font-semibold text-slate-900' : 'sr-only'
            }
          >
            {caption}
          </caption>
          <thead className={TABLE_HEAD_CLASS}>
            <tr>
              {expandable && (
                <th scope="col" className="w-0 py-3 pr-0 pl-3">
                  <span className="sr-only">{expandHeader}</span>
                </th>
              )}
              {columns.map((column) => (
                <th key={column.header} scope="col" className={`${CELL} ${ALIGN[column.align ?? 'left']}`}>
                  {column.renderHeader ? (
                    column.renderHeader()
                  ) : column.srOnlyHeader ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody
            className={`divide-y divide-slate-100 transition-opacity motion-reduce:transition-none ${
              isFetching && !isLoading ? 'opacity-60' : ''
            }`}
          >
            {body}
          </tbody>
        </table>
      </div>
      {paging && settled && total > 0 && (
        <Pagination
          label={paging.label}
          noun={paging.noun}
          page={view.page}
          total={total}
          pageSize={pageSize}
          onPageChange={changePage}
        />
      )}
    </div>
  )
}
