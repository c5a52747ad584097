export interface TableColumn {
  label: string
  /** Read by screen readers only (an actions column). */
  hidden?: boolean
  align?: 'left' | 'right'
}

/** The look of every back-office table header row (TableHead, DataTable). */
export const TABLE_HEAD_CLASS =
  'bg-slate-50 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase'

/** The header row every back-office table shares: column scope, styles, visually hidden labels. */
export function TableHead({
  columns,
  cellClassName = 'px-4 py-3',
}: {
  columns: readonly TableColumn[]
  cellClassName?: string
}) {
  return (
    <thead className={TABLE_HEAD_CLASS}>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={`${cellClassName} ${column.align === 'right' ? 'text-right' : ''}`}
          >
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
