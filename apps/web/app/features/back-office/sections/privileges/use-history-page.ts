import { parsePageParam } from '@gwp/contracts'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

const HISTORY_PAGE = 'historyPage'

/**
 * The change history's page, in the URL beside the role table's own `page` and `q`
 * (`?section=privilege&page=2&historyPage=3`), so a reload shows the same entries. It is not one
 * of useListParams' filters: changing a filter there sends the table back to its first page.
 */
export function useHistoryPage() {
  const [params, setParams] = useSearchParams()
  const setPage = useCallback(
    (page: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (page <= 1) next.delete(HISTORY_PAGE)
          else next.set(HISTORY_PAGE, String(Math.trunc(page)))
          return next
        },
        // The list stays where the admin was reading; only its entries change.
        { replace, preventScrollReset: true },
      ),
    [setParams],
  )
  return { page: Math.max(1, parsePageParam(params.get(HISTORY_PAGE))), setPage }
}
