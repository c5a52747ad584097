/** Route and user agent are cut at 10 characters in the table (back-office.md §2, §9). */
export const LOG_CUT_AT = 10

export function cutText(text: string): string {
  return text.length > LOG_CUT_AT ? `${text.slice(0, LOG_CUT_AT)}...` : text
}

export function formatTimestamp(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
}
