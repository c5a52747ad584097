import { COMPANY_NAME } from './company'

export interface PageMetaInput {
  title: string
  description: string
  /** Path of the canonical URL, e.g. "/about"; made absolute with the site's origin. */
  path?: string
  /** Image for link previews: a path relative to the host (`uploads/…`) or an absolute URL. */
  image?: string
  noIndex?: boolean
}

/** What a meta function receives of the root route: its loader data carries the site's origin. */
type RootMatch = { id: string; data?: unknown } | undefined
export type MetaMatches = readonly RootMatch[]

/** The public origin from the root loader (PUBLIC_URL); empty when a page renders without it. */
export function siteOrigin(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === 'root')?.data as { origin?: string } | undefined
  return root?.origin ?? ''
}

/** `uploads/x.jpg` or `/about` → an absolute URL on the site. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl
  return `${origin}/${pathOrUrl.replace(/^\/+/, '')}`
}

/** Title, description, canonical URL and Open Graph tags for one page (SEO: each public route sets its own). */
export function pageMeta({ title, description, path, image, noIndex }: PageMetaInput, matches: MetaMatches) {
  const origin = siteOrigin(matches)
  const fullTitle = title === COMPANY_NAME ? title : `${title} | ${COMPANY_NAME}`
  const url = path === undefined ? undefined : absoluteUrl(origin, path)
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: COMPANY_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    ...(url
      ? [
          { property: 'og:url', content: url },
          { tagName: 'link', rel: 'canonical', href: url },
        ]
      : []),
    ...(image ? [{ property: 'og:image', content: absoluteUrl(origin, image) }] : []),
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}
