import { BLOG_MESSAGES } from '@gwp/contracts'

import { getBlogPage } from '#app/features/blogs/api/get-blog-page.server'
import { BlogArticle } from '#app/features/blogs/components/blog-article'
import { BlogUnavailable } from '#app/features/blogs/components/blog-unavailable'
import { blogJsonLd } from '#app/features/blogs/utils/blog-json-ld'
import { blogPath } from '#app/features/blogs/utils/blog-paths'
import { Breadcrumb } from '#app/features/catalog/components/breadcrumb'
import { cutText } from '#app/features/catalog/utils/cut-text'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { languageOfPath } from '#app/i18n/languages'
import { useI18n } from '#app/i18n/use-i18n'
import { metaLanguage, metaTranslator, pageMeta, siteOrigin } from '#app/utils/meta'
import type { Route } from './+types/single-blog'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return getBlogPage(context, params.blogId, languageOfPath(new URL(request.url).pathname))
}

/** A search snippet is about this long. */
const META_DESCRIPTION_MAX = 160

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  if (!data) {
    const failed = metaTranslator({ location })(BLOG_MESSAGES.fetchFailed)
    return pageMeta({ title: failed, description: failed, noIndex: true }, { matches, location })
  }
  const { blog } = data
  const description = cutText(blog.content, META_DESCRIPTION_MAX)
  const tags = pageMeta(
    { title: blog.title, description, path: blogPath(blog._id), image: blog.image },
    { matches, location },
  ).map((tag) => ('property' in tag && tag.property === 'og:type' ? { ...tag, content: 'article' } : tag))
  return [
    ...tags,
    { property: 'article:published_time', content: blog.createdAt },
    { property: 'article:modified_time', content: blog.updatedAt },
    { property: 'article:author', content: blog.author.name },
    { 'script:ld+json': blogJsonLd(blog, siteOrigin(matches), description, metaLanguage({ location })) },
  ]
}

export default function SingleBlog({ loaderData }: Route.ComponentProps) {
  const { blog, published } = loaderData
  const { t } = useI18n()
  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-3">
          <Breadcrumb
            crumbs={[
              { label: t('Home'), to: '/' },
              { label: t('Blogs'), to: '/blogs' },
              { label: blog.title, lang: fallbackLang(blog, 'title') },
            ]}
          />
        </div>
      </div>
      <BlogArticle blog={blog} published={published} />
    </>
  )
}

/**
 * A missing or inactive blog (a 404, inside the public layout) and any other failure (the API down,
 * a lost connection on a client navigation) alike: the spec's Error box, 'Failed to fetch blog data'.
 */
export function ErrorBoundary() {
  return <BlogUnavailable />
}
