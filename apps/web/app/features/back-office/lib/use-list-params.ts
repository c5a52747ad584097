import { parsePageParam } from '@gwp/contracts'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * Named filters and their default values, e.g. `{ status: 'all' }`. The names `page`, `q` and
 * `section` are the list's and the shell's own, so a filter may not take them.
 */
export type ListFilters = Record<string, string> & { page?: never; q?: never; section?: never }

export interface ListParamsOptions<F extends ListFilters> {
  /** Every filter the list knows, with its default (the value that is left out of the URL). */
  filters?: F
  /**
   * The values each filter accepts; anything else in the URL (an old link, a typo) reads as the
   * default. Filters not listed accept any text.
   */
  allowed?: { [K in keyof F]?: readonly string[] }
}

export interface SetPageOptions {
  /** Replace the history entry instead of adding one (a correction, not a step the admin took). */
  replace?: boolean
}

export interface ListParams<F extends ListFilters> {
  /** 1 or more; a list shorter than that is clamped by the table, which then corrects the URL. */
  page: number
  /** The committed search text (SearchField debounces typing before it lands here). */
  q: string
  filters: F
  setPage: (page: number, options?: SetPageOptions) => void
  /** Sets `q` and goes back to page 1. */
  setSearch: (q: string) => void
  /** Sets one filter and goes back to page 1. */
  setFilter: <K extends keyof F & string>(name: K, value: F[K]) => void
  /** Search, filters and page back to their defaults. */
  reset: () => void
}

const PAGE = 'page'
const SEARCH = 'q'

/**
 * A list's page, search text and filters, kept in the URL next to the shell's `section`
 * (`/admin?section=products&q=mop&status=active&page=2`), so a reload, a shared link and Back all
 * show the same rows. Defaults are left out of the URL; a new search or filter starts at page 1.
 *
 * History: a page change or a filter choice adds an entry, so Back steps back through them as
 * through any other navigation. Search text replaces the current entry: it lands once per pause in
 * typing, and Back should not replay the query a few letters at a time.
 */
export function useListParams<F extends ListFilters = Record<string, never>>(
  options: ListParamsOptions<F> = {},
): ListParams<F> {
  const [params, setParams] = useSearchParams()
  const defaults = options.filters ?? ({} as F)
  const { allowed } = options

  const filters = { ...defaults }
  for (const name of Object.keys(defaults) as Array<keyof F & string>) {
    const value = params.get(name)
    const permitted = allowed?.[name]
    if (value !== null && (!permitted || permitted.includes(value))) filters[name] = value as F[typeof name]
  }

  // Written as one string, so the callbacks below stay the same while the defaults object a caller
  // writes inline is new on every render.
  const defaultsKey = JSON.stringify(defaults)

  const update = useCallback(
    (changes: Record<string, string | number>, replace: boolean) => {
      const fallback = JSON.parse(defaultsKey) as Record<string, string>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [name, raw] of Object.entries(changes)) {
            const value = String(raw)
            const isDefault =
              name === PAGE ? value === '1' : name === SEARCH ? value === '' : value === fallback[name]
            if (isDefault) next.delete(name)
            else next.set(name, value)
          }
          return next
        },
        // The table stays where the admin was looking; only its rows change.
        { replace, preventScrollReset: true },
      )
    },
    [setParams, defaultsKey],
  )

  const setPage = useCallback(
    (page: number, { replace = false }: SetPageOptions = {}) =>
      update({ [PAGE]: Math.max(1, Math.trunc(page)) }, replace),
    [update],
  )
  const setSearch = useCallback((q: string) => update({ [SEARCH]: q.trim(), [PAGE]: 1 }, true), [update])
  const setFilter = useCallback(
    <K extends keyof F & string>(name: K, value: F[K]) => update({ [name]: value, [PAGE]: 1 }, false),
    [update],
  )
  const reset = useCallback(() => {
    const fallback = JSON.parse(defaultsKey) as Record<string, string>
    update({ ...fallback, [SEARCH]: '', [PAGE]: 1 }, false)
  }, [update, defaultsKey])

  return {
    page: Math.max(1, parsePageParam(params.get(PAGE))),
    q: params.get(SEARCH) ?? '',
    filters,
    setPage,
    setSearch,
    setFilter,
    reset,
  }
}
