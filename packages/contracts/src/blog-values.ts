/**
 * The blogs' messages, kept apart from the zod schemas in blogs.ts: the public blog pages import
 * these and must not pull zod into the visitor's JavaScript.
 */

export const BLOG_MESSAGES = {
  notFound: 'Blog not found',
  /** docs/requirements/blogs.md#errors: the Error box's text when a post cannot be fetched. */
  fetchFailed: 'Failed to fetch blog data',
} as const

/** Shown as the author of a post whose admin account no longer exists. */
export const BLOG_FALLBACK_AUTHOR = 'GWP Team'
