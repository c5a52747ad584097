import type { BaseQueryFn, TypedUseQuery } from '@reduxjs/toolkit/query/react'

import type { ServerPaging } from '#app/components/ui/data-table'
import { useListParams, type ListFilters, type ListParams, type ListParamsOptions } from './use-list-params'

/** A page of a list as the API answers it: the rows under some name, and the whole list's count. */
interface ListPage {
  pagination?: { total: number }
}

export interface ServerListOptions<F extends ListFilters, Page extends ListPage, Args, Row> {
  /** The list's filters and the values each accepts (the URL state, useListParams). */
  params?: ListParamsOptions<F>
  /** The RTK Query hook of the list's page endpoint, e.g. `useGetBlogPageQuery`. */
  useQuery: TypedUseQuery<Page, Args, BaseQueryFn>
  /** The query's argument for the page, search and filters in the URL. */
  args: (list: ListParams<F>) => Args
  /** The page's rows, e.g. `(page) => page.data`. */
  rowsOf: (page: Page) => readonly Row[]
  /**
   * What the table says when the page cannot be read: the section's words, words made from the
   * error, or null for lists the spec leaves empty and silent (docs/requirements/back-office.md#errors).
   */
  failure: string | null | ((error: unknown) => string)
  /** What is counted ("Showing 1 to 10 of 57 blogs") and the page navigation's name. */
  paging: Pick<ServerPaging, 'noun' | 'label' | 'pageSize'>
}

/**
 * A back-office list the server pages: its page, search text and filters in the URL, the page query
 * for them, and what DataTable and SearchField need, so a section spreads `table` into its
 * DataTable and `search` into its SearchField and writes only its columns, toolbar and modals.
 * A failed page shows no rows and no pager, only the failure.
 */
export function useServerList<F extends ListFilters, Page extends ListPage, Args, Row>({
  params,
  useQuery,
  args,
  rowsOf,
  failure,
  paging,
}: ServerListOptions<F, Page, Args, Row>) {
  const list = useListParams<F>(params)
  const query = useQuery(args(list))
  const { data, error, isLoading, isFetching } = query
  const failed = Boolean(error)
  const defaults: Record<string, string> = params?.filters ?? {}
  const filtered =
    list.q !== '' || Object.keys(defaults).some((name) => list.filters[name] !== defaults[name])

  return {
    list,
    query,
    /** A search or a filter narrows the list: its empty state says "No … match". */
    filtered,
    table: {
      rows: failed || !data ? [] : rowsOf(data),
      isLoading,
      isFetching,
      error: !failed || failure === null ? null : typeof failure === 'function' ? failure(error) : failure,
      paging: {
        mode: 'server',
        page: list.page,
        total: failed ? 0 : (data?.pagination?.total ?? 0),
        onPageChange: list.setPage,
        ...paging,
      } satisfies ServerPaging,
    },
    search: { value: list.q, onSearch: list.setSearch },
  }
}
