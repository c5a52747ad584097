import type { Language } from '@gwp/contracts'

import { pathInLanguage } from '#app/i18n/languages'
import { absoluteUrl } from '#app/utils/meta'
import { COMPANY_NAME } from '#app/utils/company'
import type { BlogPost } from '#app/features/blogs/api/get-blog-page.server'
import { blogPath } from './blog-paths'

/**
 * schema.org `BlogPosting` for a single-blog page, with absolute URLs. React Router's `script:ld+json`
 * meta descriptor writes it and escapes `<`, `>` and `&`, so a post's text can never close the script
 * element; it is a data block, not executed, so the CSP needs no nonce for it. The headline and text
 * are the page's language (the API's translation), and `inLanguage` and the URL say which one.
 */
export function blogJsonLd(blog: BlogPost, origin: string, description: string, language: Language) {
  const url = absoluteUrl(origin, pathInLanguage(language, blogPath(blog._id)))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    inLanguage: language,
    image: [absoluteUrl(origin, blog.image)],
    datePublished: blog.createdAt,
    dateModified: blog.updatedAt,
    author: { '@type': 'Person', name: blog.author.name },
    publisher: {
      '@type': 'Organization',
      name: COMPANY_NAME,
      url: absoluteUrl(origin, pathInLanguage(language, '/')),
    },
    description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  }
}
