import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes'

/**
 * The contracts' TRANSLATION_LANGUAGES, written out: React Router reads this file before packages
 * resolve. routes.test.ts checks the two lists agree.
 */
export const TRANSLATED_LANGUAGES = ['ur', 'ar'] as const

const PUBLIC_LAYOUT = 'routes/_public/layout.tsx'

/**
 * The public pages. English keeps the spec's addresses and the default route ids; Urdu and Arabic
 * have the same pages under `/ur` and `/ar` (decision record 022), their ids prefixed so they stay unique.
 */
function publicRoutes(language?: string): RouteConfigEntry[] {
  const id = (file: string) => (language ? { id: `${language}/${file}` } : {})
  const page = (path: string, file: string) => route(path, `routes/_public/${file}.tsx`, id(file))
  const pages = [
    index('routes/_public/home.tsx', id('home')),
    page('products', 'products'),
    page('categoryShow/:name', 'category'),
    page('product/:id', 'product'),
    page('contact', 'contact'),
    page('about', 'about'),
    page('blogs', 'blogs'),
    page('single-blog/:blogId', 'single-blog'),
    page('exhibition', 'exhibition'),
    page('offer/:token', 'offer'),
    page('*', 'not-found'),
  ]
  return language ? pages : [layout(PUBLIC_LAYOUT, pages)]
}

/**
 * The route table of docs/requirements/api.md#route-table. Screens arrive with their issues; this file lists
 * what exists.
 */
export default [
  ...publicRoutes(),
  ...TRANSLATED_LANGUAGES.map((language) =>
    route(language, PUBLIC_LAYOUT, { id: `${language}/public` }, publicRoutes(language)),
  ),
  // Resource routes: no page, no layout; generated from live content.
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  layout('routes/admin/layout.tsx', [
    route('admin', 'routes/admin/back-office.tsx', { id: 'admin' }),
    route('admin/login', 'routes/admin/back-office.tsx', { id: 'admin-login' }),
    route('admin/admin/category', 'routes/admin/category.tsx', { id: 'admin-category' }),
    route('admin/reset-password/:token', 'routes/admin/reset-password.tsx', { id: 'admin-reset-password' }),
    route('reset-password/:token', 'routes/admin/reset-password.tsx', { id: 'reset-password' }),
  ]),
] satisfies RouteConfig
