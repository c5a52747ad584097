import { API_PATHS, fillPath, type BlogResponse, type Language } from '@gwp/contracts'

import { untranslatedOf } from '#app/i18n/fallback-lang'
import { getJson } from '#app/lib/api-client.server'
import type { WebContext } from '#app/lib/web-context'
import { formatPublishedDate } from '#app/features/blogs/utils/published-date'

/**
 * The post of the single-blog page. A missing or inactive blog is the API's 404, which becomes this
 * page's 404; any other failure is thrown, and the page says 'Failed to fetch blog data'. The context
 * asks for the page's language (`?lang`); the date is written in it.
 */
export async function getBlogPage(context: WebContext, blogId: string, language: Language) {
  const { data: blog } = await getJson<BlogResponse>(context, fillPath(API_PATHS.blog.one, { id: blogId }))
  return {
    blog: {
      _id: blog._id,
      title: blog.title,
      content: blog.content,
      image: blog.image,
      author: { name: blog.author.name },
      createdAt: blog.createdAt,
      updatedAt: blog.updatedAt,
      // Fields the API answered in English on a /ur or /ar page: the page marks them lang="en".
      untranslated: untranslatedOf(blog),
    },
    published: formatPublishedDate(blog.createdAt, language),
  }
}

export type BlogPageData = Awaited<ReturnType<typeof getBlogPage>>
export type BlogPost = BlogPageData['blog']
