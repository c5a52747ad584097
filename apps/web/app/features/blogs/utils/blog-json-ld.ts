import { absoluteUrl } from '#app/utils/meta'
import { COMPANY_NAME } from '#app/utils/company'
import type { BlogPost } from '#app/features/blogs/api/get-blog-page.server'
import { blogPath } from './blog-paths'

/**
 * schema.org `BlogPosting` for a single-blog page, with absolute URLs. React Router's `script:ld+json`
 * meta descriptor writes it and escapes `<`, `>` and `&`, so a post's text can never close the script
 * element; it is a data block, not executed, so the CSP needs no nonce for it.
 */
export function blogJsonLd(blog: BlogPost, origin: string, description: string) {
  const url = absoluteUrl(origin, blogPath(blog._id))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    image: [absoluteUrl(origin, blog.image)],
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt,
    author: { '@type': 'Person', name: blog.author.name },
    publisher: { '@type': 'Organization', name: COMPANY_NAME, url: absoluteUrl(origin, '/') },
    description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  }
}
