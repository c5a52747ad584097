import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * The route table of docs/requirements/api.md#route-table. Screens arrive with their issues; this file lists
 * what exists.
 */
export default [
  layout('routes/_public/layout.tsx', [
    index('routes/_public/home.tsx'),
    route('products', 'routes/_public/products.tsx'),
    route('categoryShow/:name', 'routes/_public/category.tsx'),
    route('product/:id', 'routes/_public/product.tsx'),
    route('contact', 'routes/_public/contact.tsx'),
    route('about', 'routes/_public/about.tsx'),
    route('blogs', 'routes/_public/blogs.tsx'),
    route('single-blog/:blogId', 'routes/_public/single-blog.tsx'),
    route('exhibition', 'routes/_public/exhibition.tsx'),
    route('offer/:token', 'routes/_public/offer.tsx'),
    route('*', 'routes/_public/not-found.tsx'),
  ]),
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
