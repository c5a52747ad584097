import {
  API_PATHS,
  type ActiveProductsResponse,
  type BlogListResponse,
  type CategoryListResponse,
} from '@gwp/contracts'

import { LANGUAGES, type Language } from '@gwp/contracts'
import { pathInLanguage } from '#app/i18n/languages'
import { getJson } from '#app/lib/api-client.server'
import { NAV_LINKS } from '#app/utils/company'
import type { Route } from './+types/sitemap'

/** Crawlers read it at most hourly; a new product waits that long at worst, which is fine for search. */
const CACHE_CONTROL = 'public, max-age=3600'

interface SitemapEntry {
  /** The page's path in each language, e.g. `/product/<id>` and `/ar/product/<id>`. */
  paths: Record<Language, string>
  /** ISO time of the last change; the date part is what the sitemap gives. */
  updatedAt: string | undefined
}

/** A page whose path is the same after each language's prefix. */
const samePath = (path: string): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pathInLanguage(language, path)])) as Record<
    Language,
    string
  >

/** Text inside an XML element: `&` and `<` must not be taken for markup (a query string's `&` above all). */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const newest = (times: string[]): string | undefined =>
  times.reduce<string | undefined>(
    (latest, time) => (latest === undefined || time > latest ? time : latest),
    undefined,
  )

/**
 * Each page once per language, each listing every language's version (itself included) and
 * `x-default`, as its `<link rel="alternate" hreflang>` tags do (Google's sitemap form of hreflang).
 */
function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ paths, updatedAt }) => {
    const lastmod = updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : ''
    const url = (language: Language) => escapeXml(origin + paths[language])
    const alternates = [
      ...LANGUAGES.map(
        (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(language)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en')}"/>`,
    ].join('')
    return LANGUAGES.map((language) => `  <url><loc>${url(language)}</loc>${lastmod}${alternates}</url>`)
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** A category's page in each language: its name in the address is the one that language shows. */
function categoryEntries(lists: Record<Language, CategoryListResponse>): SitemapEntry[] {
  return lists.en.data.map((category) => {
    const paths = {} as Record<Language, string>
    for (const language of LANGUAGES) {
      const named = lists[language].data.find((each) => each._id === category._id) ?? category
      paths[language] = pathInLanguage(
        language,
        `/categoryShow/${encodeURIComponent(named.name)}?id=${encodeURIComponent(category._id)}`,
      )
    }
    return { paths, updatedAt: category.updatedAt }
  })
}

/**
 * /sitemap.xml, built from live content on each request: the public pages, every category, every
 * active product and every active blog, each in English, Urdu and Arabic. The API answers an anonymous caller, so nothing inactive can
 * slip in (docs/requirements/api.md#live-content-only). A failing API call fails the whole sitemap (500):
 * crawlers retry, where a partial list would tell them pages had gone.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const categoriesIn = (language: Language) =>
    getJson<CategoryListResponse>(
      context,
      language === 'en' ? API_PATHS.category.list : `${API_PATHS.category.list}?lang=${language}`,
    )
  const [en, ur, ar, products, blogs] = await Promise.all([
    categoriesIn('en'),
    categoriesIn('ur'),
    categoriesIn('ar'),
    getJson<ActiveProductsResponse>(context, API_PATHS.product.active),
    getJson<BlogListResponse>(context, API_PATHS.blog.active),
  ])
  const contentEntries: SitemapEntry[] = [
    ...categoryEntries({ en, ur, ar }),
    ...products.data.map((product) => ({
      paths: samePath(`/product/${encodeURIComponent(product._id)}`),
      updatedAt: product.updatedAt,
    })),
    ...blogs.data.map((blog) => ({
      paths: samePath(`/single-blog/${encodeURIComponent(blog._id)}`),
      updatedAt: blog.updatedAt,
    })),
  ]
  // The static pages show that content (lists, premium products, carousels): they change when it does.
  const contentChanged = newest(contentEntries.flatMap((entry) => (entry.updatedAt ? [entry.updatedAt] : [])))
  const staticEntries = NAV_LINKS.map((link) => ({ paths: samePath(link.to), updatedAt: contentChanged }))

  const origin = context.publicUrl.replace(/\/+$/, '')
  return new Response(sitemapXml(origin, [...staticEntries, ...contentEntries]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
  })
}
