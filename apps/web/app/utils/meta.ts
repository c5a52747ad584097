import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, type Language } from '@gwp/contracts'

import { translatorFor, type Translate } from '#app/i18n/catalogues'
import { languageOfPath, pathInLanguage } from '#app/i18n/languages'
import { COMPANY_NAME } from './company'

export interface PageMetaInput {
  title: string
  description: string
  /**
   * The page's English path, e.g. "/about": made absolute with the site's origin, and in the page's
   * language for its canonical URL; the other languages' versions are listed beside it.
   */
  path?: string
  /**
   * The page's path in each language where it differs by more than the prefix (a category's address
   * carries its name in the language shown): `path` in the page's language, and the alternates.
   */
  paths?: Partial<Record<Language, string>>
  /** Image for link previews: a path relative to the host (`uploads/…`) or an absolute URL. */
  image?: string
  noIndex?: boolean
}

/** What a meta function receives of the root route: its loader data carries the site's origin. */
type RootMatch = { id: string; data?: unknown } | undefined
export type MetaMatches = readonly RootMatch[]

/** What pageMeta needs of a route's meta arguments: the root's data, and the address for the language. */
export interface MetaArgs {
  matches: MetaMatches
  location: { pathname: string }
}

/** The page's language as its meta function sees it (from the address). */
export const metaLanguage = ({ location }: Pick<MetaArgs, 'location'>): Language =>
  languageOfPath(location.pathname)

/** Translates a meta function's titles and descriptions into the page's language. */
export const metaTranslator = (args: Pick<MetaArgs, 'location'>): Translate =>
  translatorFor(metaLanguage(args))

/** Open Graph names a locale with an underscore (`og:locale`: `ar_AE`). */
const ogLocale = (language: Language) => INTL_LOCALES[language].replace('-', '_')

/**
 * Every language's version of the page, each listing itself, and `x-default` for a reader whose
 * language is none of them: English (Google's hreflang rules).
 */
function alternateLinks(origin: string, pathIn: (language: Language) => string) {
  return [
    ...LANGUAGES.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language,
      href: absoluteUrl(origin, pathIn(language)),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(origin, pathIn(DEFAULT_LANGUAGE)),
    },
  ]
}

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
export function pageMeta({ title, description, path, paths, image, noIndex }: PageMetaInput, args: MetaArgs) {
  const origin = siteOrigin(args.matches)
  const language = metaLanguage(args)
  const fullTitle = title === COMPANY_NAME ? title : `${title} | ${COMPANY_NAME}`
  const pathIn = (version: Language) => pathInLanguage(version, paths?.[version] ?? path ?? '/')
  const url = path === undefined ? undefined : absoluteUrl(origin, pathIn(language))
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:site_name', content: COMPANY_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: ogLocale(language) },
    ...(url
      ? [
          { property: 'og:url', content: url },
          { tagName: 'link', rel: 'canonical', href: url },
          ...(noIndex ? [] : alternateLinks(origin, pathIn)),
        ]
      : []),
    ...(image ? [{ property: 'og:image', content: absoluteUrl(origin, image) }] : []),
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}
