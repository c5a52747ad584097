import { api, apiLogin, E2E_ADMIN, expect, openDatabase, test } from './fixtures'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

interface SitemapUrl {
  loc: string
  lastmod: string | null
}

interface Row {
  _id: string
  name?: string
  isActive?: boolean
  updatedAt: string
}

test.describe('search engines', () => {
  test('the sitemap lists the live site and nothing a visitor may not see', async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.headers()['cache-control']).toBe('public, max-age=3600')
    const xml = await response.text()

    // Parsed by the browser's XML parser, as strict as a crawler's: a stray `&` would not parse.
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      const root = doc.documentElement
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: root.localName,
        namespace: root.namespaceURI,
        urls: [...root.children].map((url) => ({
          namespace: url.namespaceURI,
          loc: url.getElementsByTagNameNS(root.namespaceURI, 'loc')[0]?.textContent ?? '',
          lastmod: url.getElementsByTagNameNS(root.namespaceURI, 'lastmod')[0]?.textContent ?? null,
        })),
      }
    }, xml)
    expect(parsed.error).toBe(false)
    expect(parsed.root).toBe('urlset')
    expect(parsed.namespace).toBe(SITEMAP_NS)
    expect(parsed.urls.every((url) => url.namespace === SITEMAP_NS)).toBe(true)
    const urls = new Map(parsed.urls.map((url: SitemapUrl) => [url.loc, url.lastmod]))
    expect(urls.size, 'no URL twice').toBe(parsed.urls.length)
    for (const [loc, lastmod] of urls) {
      expect(loc.startsWith(`${baseURL}/`), loc).toBe(true)
      expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }

    // Products: a signed-in admin's list holds inactive ones too, so both kinds can be checked.
    const token = await apiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
    const products = (await api(page, 'GET', '/api/v1/product', token)).body.data as Row[]
    const active = products.find((product) => product.isActive)
    const inactive = products.find((product) => !product.isActive)
    expect(active && inactive, 'the demo catalogue has active and inactive products').toBeTruthy()
    expect(urls.get(`${baseURL}/product/${active!._id}`)).toBe(active!.updatedAt.slice(0, 10))
    expect(urls.has(`${baseURL}/product/${inactive!._id}`)).toBe(false)
    const activeCount = products.filter((product) => product.isActive).length
    expect([...urls.keys()].filter((loc) => loc.startsWith(`${baseURL}/product/`))).toHaveLength(activeCount)

    const categories = (await api(page, 'GET', '/api/v1/category')).body.data as Row[]
    expect(categories.length).toBeGreaterThan(0)
    for (const category of categories) {
      const loc = `${baseURL}/categoryShow/${encodeURIComponent(category.name!)}?id=${category._id}`
      expect(urls.get(loc), loc).toBe(category.updatedAt.slice(0, 10))
    }

    const blogs = (await api(page, 'GET', '/api/v1/blog/active-blogs')).body.data as Row[]
    expect(blogs.length).toBeGreaterThan(0)
    for (const blog of blogs) expect(urls.has(`${baseURL}/single-blog/${blog._id}`)).toBe(true)
    const db = openDatabase()
    const drafts = db.prepare('SELECT id FROM blogs WHERE is_active = 0').all() as Array<{ id: string }>
    db.close()
    expect(drafts.length, 'the demo content has a draft blog').toBeGreaterThan(0)
    for (const draft of drafts) expect(urls.has(`${baseURL}/single-blog/${draft.id}`)).toBe(false)

    // The public pages change when the content they show does: the newest content date.
    const newest = [...products.filter((p) => p.isActive), ...categories, ...blogs]
      .map((row) => row.updatedAt)
      .sort()
      .at(-1)!
      .slice(0, 10)
    for (const path of ['/', '/about', '/products', '/blogs', '/exhibition', '/contact']) {
      expect(urls.get(`${baseURL}${path}`), path).toBe(newest)
    }
  })

  test('robots.txt keeps crawlers out of the back office and points to the sitemap', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
    const lines = (await response.text()).split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /reset-password/',
        `Sitemap: ${baseURL}/sitemap.xml`,
      ]),
    )
    // The sitemap it names answers.
    expect((await request.get(`${baseURL}/sitemap.xml`)).status()).toBe(200)
  })
})
