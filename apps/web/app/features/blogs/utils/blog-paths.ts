/** The blog pages' URLs (docs/requirements/api.md#route-table), built in one place. */

/** What the blog list keeps in its query string: the title search and the page. */
export interface BlogListView {
  q?: string
  page?: number
}

/**
 * `?q=…&page=…` of the blog list, so a reload or a shared link shows the same view. A blank search and
 * page 1 are left out.
 */
export function blogListSearchParams({ q, page }: BlogListView = {}): URLSearchParams {
  const params = new URLSearchParams()
  if (q?.trim()) params.set('q', q)
  if (page && page > 1) params.set('page', String(page))
  return params
}

export function blogsPath(view: BlogListView = {}): string {
  const search = blogListSearchParams(view).toString()
  return search ? `/blogs?${search}` : '/blogs'
}

export function blogPath(blogId: string): string {
  return `/single-blog/${encodeURIComponent(blogId)}`
}
