/** What the two dashboard charts share: their colours and how they write weeks and numbers. */

/** Dark enough for 3:1 against white (WCAG 1.4.11), and told apart by more than hue alone. */
export const STATUS_COLORS = { pending: '#b45309', completed: '#047857' } as const

export const SOURCE_COLORS: Record<string, string> = { catalog: '#0b63b6', quotation: '#b45309' }
export const OTHER_SOURCE_COLOR = '#475569'

export const formatNumber = (value: number) => value.toLocaleString('en-US')

/** "15 Dec": the Monday a week begins on, a calendar date never shifted by the viewer's zone. */
export function formatWeek(weekStart: string, { year = false } = {}): string {
  const date = new Date(`${weekStart}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return weekStart
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' as const } : {}),
    timeZone: 'UTC',
  })
}

/** "Catalog" for "catalog". */
export const sourceLabel = (source: string) => source.charAt(0).toUpperCase() + source.slice(1)
