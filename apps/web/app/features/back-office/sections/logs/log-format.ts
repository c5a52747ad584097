/**
 * Route and user agent are cut at 10 characters in the table (docs/requirements/back-office.md#server-logs,
 * #limits).
 */
export const LOG_CUT_AT = 10

export function cutText(text: string): string {
  return text.length > LOG_CUT_AT ? `${text.slice(0, LOG_CUT_AT)}...` : text
}

/** How a row that stands for several identical requests of one second says so (decision record 013). */
export function repeatText(count: number): string {
  return `${count.toLocaleString('en-US')} identical requests in this second`
}
