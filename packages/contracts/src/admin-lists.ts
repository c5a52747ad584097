import { z } from 'zod'

import { PAGE_SIZE } from './constants.js'
import type { Pagination } from './common.js'

/**
 * The back office's tables page on the server. A list call of the spec (`GET /api/v1/product`) keeps
 * its plain answer, the whole list; with any of `page`, `limit`, `q` or `status` it answers one page
 * and a `pagination` object, from an indexed query.
 */

export const LIST_SEARCH_MAX = 100
export const LIST_LIMIT_MAX = 100

/**
 * The Status filter of the back-office tables (docs/requirements/back-office.md#lists: Show All / Active /
 * Inactive).
 */
export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

export const AdminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
  /** Searched without regard to case, anywhere in the text; spaces around it are ignored. */
  q: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  status: z.enum(STATUS_FILTERS).optional(),
})
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>

export interface ListPage {
  page: number
  limit: number
  offset: number
  /** Lower-cased search text, or null for none. */
  search: string | null
  status: StatusFilter
}

/** The page a query asks for, or null when it asks for the spec's plain list. */
export function listPageOf(query: AdminListQuery): ListPage | null {
  const { page, limit, q, status } = query
  if (page === undefined && limit === undefined && q === undefined && status === undefined) return null
  const size = limit ?? PAGE_SIZE.admin
  const number = page ?? 1
  return {
    page: number,
    limit: size,
    offset: (number - 1) * size,
    search: q ? q.toLowerCase() : null,
    status: status ?? 'all',
  }
}

export function paginationOf(page: Pick<ListPage, 'page' | 'limit'>, total: number): Pagination {
  return {
    page: page.page,
    limit: page.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / page.limit)),
  }
}
