import { parsePageParam } from '@gwp/contracts'
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'

import { getActiveBlogs } from '#app/features/blogs/api/get-active-blogs'
import { BlogList } from '#app/features/blogs/components/blog-list'
import { BlogSearch } from '#app/features/blogs/components/blog-search'
import { blogListView } from '#app/features/blogs/utils/blog-list-view'
import { blogListSearchParams, blogsPath } from '#app/features/blogs/utils/blog-paths'
import { formatPublishedDate } from '#app/features/blogs/utils/published-date'
import { PageBanner } from '#app/features/catalog/components/page-banner'
import { PaginationButtons } from '#app/features/catalog/components/pagination-buttons'
import { cutText } from '#app/features/catalog/utils/cut-text'
import { untranslatedOf } from '#app/i18n/fallback-lang'
import { languageOfPath } from '#app/i18n/languages'
import { useI18n } from '#app/i18n/use-i18n'
import { metaTranslator, pageMeta } from '#app/utils/meta'
import type { Route } from './+types/blogs'

/** About three lines of a card. */
const EXCERPT_MAX = 180

/**
 * Every active blog as a card (excerpts, not the full texts). The search and the page are applied
 * on the page from the URL (`?q=`, `?page=`), so typing filters at once, without a request.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname)
  const blogs = await getActiveBlogs(context)
  return {
    blogs: blogs.map((blog) => ({
      _id: blog._id,
      title: blog.title,
      image: blog.image,
      excerpt: cutText(blog.content, EXCERPT_MAX),
      createdAt: blog.createdAt,
      published: formatPublishedDate(blog.createdAt, language),
      untranslated: untranslatedOf(blog),
    })),
  }
}

/** A new search or page on this page changes only the URL: the loaded list already holds every blog. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && (!formMethod || formMethod === 'GET')) return false
  return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = metaTranslator({ location })
  return pageMeta(
    {
      title: t('Blogs'),
      description: t(
        'Cleaning tips and guides from GWP: choosing the right cleaner, caring for floors and surfaces, hygiene at work and safe storage at home.',
      ),
      path: '/blogs',
    },
    { matches, location },
  )
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { t, localPath } = useI18n()
  const [searchParams, setSearchParams] = useSearchParams()
  const query = searchParams.get('q') ?? ''
  const { blogs, paging } = blogListView(loaderData.blogs, query, parsePageParam(searchParams.get('page')))

  // Every change of the search starts again at page 1 (docs/requirements/blogs.md#states), replacing the
  // history entry.
  const search = (q: string) =>
    setSearchParams(blogListSearchParams({ q }), { replace: true, preventScrollReset: true })

  return (
    <>
      <PageBanner title={t('Our Blogs')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Blogs') }]}>
        <p className="mt-4 max-w-2xl text-lg text-white/90">
          {t('Practical cleaning advice from our chemists and field teams in Lahore and Dubai.')}
        </p>
      </PageBanner>
      <section aria-labelledby="blog-list-heading" className="mx-auto max-w-7xl px-4 py-14">
        <div className="mb-6 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">
              {t('Tips and guides')}
            </p>
            <h2 id="blog-list-heading" className="mt-2 text-3xl font-extrabold text-brand-900">
              {t('Latest Posts')}
            </h2>
          </div>
          <BlogSearch query={query} onSearch={search} />
        </div>
        <BlogList blogs={blogs} paging={paging} query={query} />
        {paging.total > 0 && (
          <div className="mt-12">
            <PaginationButtons
              page={paging.page}
              totalPages={paging.totalPages}
              hrefFor={(page) => localPath(blogsPath({ q: query, page }))}
              label={t('Blog pages')}
            />
          </div>
        )}
      </section>
    </>
  )
}
