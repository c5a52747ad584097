// What the load and fault scripts ask of the demo site: its public URLs (pages, the data requests of
// client navigations, catalogue API reads), found from its own API, and the quote form a visitor sends.
import { exchange } from './http-client.mjs'

export const QUOTATION_PATH = '/api/v1/quotation/create'

export const pick = (list) => list[Math.floor(Math.random() * list.length)]

/** The demo site's public URLs: pages, their client-navigation data URLs, and the catalogue API reads. */
export async function discoverSite(base) {
  const get = async (urlPath) => {
    const result = await exchange(null, base, {
      path: urlPath,
      userAgent: 'gwp-faults-setup',
      keepBody: true,
    })
    if (result.status !== 200) throw new Error(`${urlPath} answered ${result.status}`)
    return JSON.parse(result.body).data
  }
  const categories = await get('/api/v1/category')
  const subCategories = await get('/api/v1/sub-category/')
  const products = await get('/api/v1/product/active-products')
  const blogs = await get('/api/v1/blog/active-blogs')
  if (!categories.length || !products.length || !blogs.length) throw new Error('the demo content is missing')
  // React Router 7 single fetch: a client navigation asks for `<path>.data` (`/_.data` for the home
  // page) with the route whose loader runs in `_routes`, as Chromium showed for this app.
  const navigation = (pagePath, route) => {
    const [pathname, query] = pagePath.split('?')
    const data = pathname === '/' ? '/_.data' : `${pathname}.data`
    const routes = `_routes=${encodeURIComponent(`routes/_public/${route}`)}`
    return `${data}?${query ? `${query}&` : ''}${routes}`
  }
  const categoryPage = (category) => `/categoryShow/${encodeURIComponent(category.name)}?id=${category._id}`
  const pages = {
    home: ['/'],
    products: ['/products'],
    category: categories.map(categoryPage),
    product: products.map((product) => `/product/${product._id}`),
    blogs: ['/blogs'],
    blog: blogs.map((blog) => `/single-blog/${blog._id}`),
  }
  const routeOf = {
    home: 'home',
    products: 'products',
    category: 'category',
    product: 'product',
    blogs: 'blogs',
    blog: 'single-blog',
  }
  const navigations = Object.fromEntries(
    Object.entries(pages).map(([kind, paths]) => [kind, paths.map((p) => navigation(p, routeOf[kind]))]),
  )
  const api = {
    categories: ['/api/v1/category'],
    'active-products': ['/api/v1/product/active-products'],
    'products-by-sub-category': subCategories.map(
      (sub) => `/api/v1/product/active-products-by-sub-category-id/${sub._id}`,
    ),
    'sub-categories-by-category': categories.map((c) => `/api/v1/sub-category/by-category-id/${c._id}`),
    product: products.map((product) => `/api/v1/product/${product._id}`),
    'active-blogs': ['/api/v1/blog/active-blogs'],
    blog: blogs.map((blog) => `/api/v1/blog/${blog._id}`),
    heading: ['/api/v1/heading'],
    'active-events': ['/api/v1/event/get-all-active'],
  }
  return { categories, products, blogs, pages, navigations, api }
}

/**
 * Sends the quote form for `productId`: a valid body whose name and address carry `token`, on the
 * run's own e-mail `domain`, so the stored row and the staff e-mail can be matched to it.
 */
export function postQuotation(agent, base, { productId, token, domain, userAgent }) {
  const body = {
    product: productId,
    fullName: `Visitor ${token}`,
    phoneNumber: '03001234567',
    email: `${token.toLowerCase()}@${domain}`,
    address: 'Plot 12, Industrial Area, Lahore',
    message: 'We need a monthly supply of floor cleaner. Please send prices.',
  }
  return exchange(agent, base, { method: 'POST', path: QUOTATION_PATH, body, userAgent })
}
