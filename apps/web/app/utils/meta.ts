import { COMPANY_NAME } from './company'

export interface PageMetaInput {
  title: string
  description: string
  /** Path of the canonical URL, e.g. "/about"; the origin is added by the document. */
  path?: string
  noIndex?: boolean
}

/** Title, description and Open Graph tags for one page (SEO: each public route sets its own). */
export function pageMeta({ title, description, path, noIndex }: PageMetaInput) {
  const fullTitle = title === COMPANY_NAME ? title : `${title} | ${COMPANY_NAME}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    ...(path ? [{ tagName: 'link', rel: 'canonical', href: path }] : []),
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}
