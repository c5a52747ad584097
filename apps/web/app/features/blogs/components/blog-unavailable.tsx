import { BLOG_MESSAGES } from '@gwp/contracts'
import { ArrowLeft, TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'

const BACK_TO_BLOGS =
  'mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700'

/**
 * What the single-blog page shows instead of the post, whatever the reason: the spec's Error box
 * (docs/requirements/blogs.md#errors). An unknown or unpublished post keeps its 404 status; only the text is
 * shared.
 */
export function BlogUnavailable() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="sr-only">Blog</h1>
      <div
        role="alert"
        className="flex w-full items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-left text-red-800"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-bold">Error</p>
          <p>{BLOG_MESSAGES.fetchFailed}</p>
        </div>
      </div>
      <Link to="/blogs" className={BACK_TO_BLOGS}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        All blogs
      </Link>
    </section>
  )
}
