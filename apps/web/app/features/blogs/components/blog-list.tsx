import { Newspaper } from 'lucide-react'

import type { BlogListPaging } from '#app/features/blogs/utils/blog-list-view'
import { useI18n } from '#app/i18n/use-i18n'
import { BlogCard, type BlogCardData } from './blog-card'

/**
 * docs/requirements/blogs.md#errors: the list's text when there are no blogs or they could not be fetched.
 */
export const NO_BLOGS = 'No blogs Available'

/** Cards in the first screenful of the widest layout (2 across): their images are not lazy. */
const FIRST_SCREEN_CARDS = 2

interface BlogListProps {
  /** The posts of the page shown. */
  blogs: readonly BlogCardData[]
  paging: BlogListPaging
  /** The title search, for the line shown when nothing matches it. */
  query: string
}

/** One page of blog cards in two columns (one on small screens), with `Showing Blogs X to Y of N`. */
export function BlogList({ blogs, paging, query }: BlogListProps) {
  const { t } = useI18n()
  return (
    <>
      {/* Announced when a search changes the result: the numbers, or that nothing is left. */}
      <div aria-live="polite">
        {paging.total > 0 ? (
          <p className="mb-6 text-sm font-medium text-slate-600">
            {t('Showing Blogs {from} to {to} of {total}', {
              from: paging.from,
              to: paging.to,
              total: paging.total,
            })}
          </p>
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <Newspaper aria-hidden="true" className="h-10 w-10 text-brand-600" />
            <p className="mt-4 text-lg font-semibold text-brand-900">{t(NO_BLOGS)}</p>
            {query.trim() && (
              <p className="mt-2 text-slate-600">
                {t('No title matches “{query}”. Clear the search to see every post.', {
                  query: query.trim(),
                })}
              </p>
            )}
          </div>
        )}
      </div>
      {blogs.length > 0 && (
        <ul className="grid grid-cols-1 gap-8 md:grid-cols-2">
          {blogs.map((blog, index) => (
            <li key={blog._id}>
              <BlogCard blog={blog} eager={index < FIRST_SCREEN_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
