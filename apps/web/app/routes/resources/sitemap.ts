import {
  API_PATHS,
  type ActiveProductsResponse,
  type BlogListResponse,
  type CategoryListResponse,
} from '@gwp/contracts'

import { getJson } from '#app/lib/api-client.server'
import { NAV_LINKS } from '#app/utils/company'
import type { Route } from './+types/sitemap'

/** Crawlers read it at most hourly; a new product waits that long at worst, which is fine for search. */
const CACHE_CONTROL = 'public, max-age=3600'

interface SitemapEntry {
  /** Path and query on the site, e.g. `/product/<id>`. */
  path: string
  /** ISO time of the last change; the date part is what the sitemap gives. */
  updatedAt: string | undefined
}

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

function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, updatedAt }) => {
    const lastmod = updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : ''
    return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * /sitemap.xml, built from live content on each request: the public pages, every category, every
 * active product and every active blog. The API answers an anonymous caller, so nothing inactive can
 * slip in (docs/requirements/api.md#live-content-only). A failing API call fails the whole sitemap (500):
 * crawlers retry, where a partial list would tell them pages had gone.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [categories, products, blogs] = await Promise.all([
    getJson<CategoryListResponse>(context, API_PATHS.category.list),
    getJson<ActiveProductsResponse>(context, API_PATHS.product.active),
    getJson<BlogListResponse>(context, API_PATHS.blog.active),
  ])
  const contentEntries: SitemapEntry[] = [
    ...categories.data.map((category) => ({
      path: `/categoryShow/${encodeURIComponent(category.name)}?id=${encodeURIComponent(category._id)}`,
      updatedAt: category.updatedAt,
    })),
    ...products.data.map((product) => ({
      path: `/product/${encodeURIComponent(product._id)}`,
      updatedAt: product.updatedAt,
    })),
    ...blogs.data.map((blog) => ({
      path: `/single-blog/${encodeURIComponent(blog._id)}`,
      updatedAt: blog.updatedAt,
    })),
  ]
  // The static pages show that content (lists, premium products, carousels): they change when it does.
  const contentChanged = newest(contentEntries.flatMap((entry) => (entry.updatedAt ? [entry.updatedAt] : [])))
  const staticEntries = NAV_LINKS.map((link) => ({ path: link.to, updatedAt: contentChanged }))

  const origin = context.publicUrl.replace(/\/+$/, '')
  return new Response(sitemapXml(origin, [...staticEntries, ...contentEntries]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL },
  })
}
