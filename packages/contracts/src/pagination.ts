/**
 * Paging of the public lists (docs/requirements/site.md#limits): which rows a page shows, the "Showing … X to
 * Y of N" numbers and which page buttons appear. Pure, so the blog list and the product grids page alike.
 */

export interface PageView {
  /** The page shown: the requested one, clamped to 1…totalPages. */
  page: number
  /** At least 1, so an empty list still has a page 1. */
  totalPages: number
  /** Index of the first row of the page, for `slice(start, end)`. */
  start: number
  end: number
  /** 1-based numbers for the label; both 0 when the list is empty. */
  from: number
  to: number
}

/**
 * The page `requested` of `total` rows, `pageSize` per page. A page past the end shows the last page
 * (a shared link outlives a product being hidden); anything that is not a positive number shows page 1.
 */
export function pageView(total: number, requested: number, pageSize: number): PageView {
  const totalPages = Math.max(1, Math.ceil(total / pageSize))
  const wanted = Number.isFinite(requested) ? Math.trunc(requested) : 1
  const page = Math.min(Math.max(wanted, 1), totalPages)
  const start = (page - 1) * pageSize
  const end = Math.min(start + pageSize, total)
  return { page, totalPages, start, end, from: total === 0 ? 0 : start + 1, to: end }
}

/** The numbered buttons: every page when there are 2 or fewer, otherwise the previous, current and next. */
export function pageButtons(page: number, totalPages: number): number[] {
  if (totalPages <= 2) return Array.from({ length: Math.max(totalPages, 0) }, (_, i) => i + 1)
  return [page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages)
}

/** A `?page=` value as a number; missing or malformed gives 1 (pageView clamps the rest). */
export function parsePageParam(value: string | null | undefined): number {
  const parsed = Number.parseInt(value ?? '', 10)
  return Number.isNaN(parsed) ? 1 : parsed
}
