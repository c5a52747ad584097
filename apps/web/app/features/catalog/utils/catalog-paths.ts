/**
 * The public catalogue's page URLs (docs/requirements/api.md#route-table), built in one place. They are
 * the English addresses: a page takes them to its language with `localPath` (app/i18n/use-i18n.tsx),
 * code without the hook with `pathInLanguage` (app/i18n/languages.ts).
 */

/** What a category card shows when a category has no name (docs/requirements/categories.md#products-page). */
export const UNNAMED_CATEGORY = 'Under Review'

/** The name to show for a category: its own, or `Under Review` when empty. */
export function categoryLabel(name: string | null | undefined): string {
  return name?.trim() ? name : UNNAMED_CATEGORY
}

/** What the category page keeps in its query string besides the id: the chosen sub-category and page. */
export interface CategoryView {
  sub?: string
  page?: number
}

/**
 * `/categoryShow/{name}?id={categoryId}`: the page reads the id; the name is for people and search engines.
 * With a view, `&sub=…&page=…` too (page 1 is left out), so a shared link shows the same grid.
 */
export function categoryPath(category: { _id: string; name: string }, view: CategoryView = {}): string {
  let search = `?id=${encodeURIComponent(category._id)}`
  if (view.sub) search += `&sub=${encodeURIComponent(view.sub)}`
  if (view.page && view.page > 1) search += `&page=${view.page}`
  return `/categoryShow/${encodeURIComponent(categoryLabel(category.name))}${search}`
}

export function productPath(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`
}
