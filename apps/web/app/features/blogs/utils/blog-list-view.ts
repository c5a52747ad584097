import { PAGE_SIZE, pageView } from '@gwp/contracts'

/**
 * What the blog list shows of one page (docs/requirements/blogs.md#limits: 6 a page, "Showing Blogs X to Y of
 * N").
 */
export interface BlogListPaging {
  page: number
  totalPages: number
  /** 1-based numbers of the first and last blog shown; both 0 when nothing matches. */
  from: number
  to: number
  /** Blogs that match the search (all of them when there is none). */
  total: number
}

/** Blogs whose title contains `query`, ignoring case and the spaces around it; all when it is blank. */
export function filterByTitle<T extends { title: string }>(blogs: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return [...blogs]
  return blogs.filter((blog) => blog.title.toLocaleLowerCase().includes(needle))
}

/**
 * The blogs of the page shown: the search first (docs/requirements/blogs.md#states), then the page,
 * clamped like every public list (a page past the end shows the last page).
 */
export function blogListView<T extends { title: string }>(
  blogs: readonly T[],
  query: string,
  requestedPage: number,
): { blogs: T[]; paging: BlogListPaging } {
  const matching = filterByTitle(blogs, query)
  const view = pageView(matching.length, requestedPage, PAGE_SIZE.blogs)
  return {
    blogs: matching.slice(view.start, view.end),
    paging: {
      page: view.page,
      totalPages: view.totalPages,
      from: view.from,
      to: view.to,
      total: matching.length,
    },
  }
}
