/**
 * Every query parameter a public page, or React Router's requests for its data, reads. The API
 * process keeps a rendered page under its path and these parameters alone, and renders it for that
 * key, so any other parameter can neither fill its cache nor reach the page. A page that starts
 * reading a new parameter adds it here.
 */
export const PAGE_QUERY_PARAMETERS = [
  // The pages: the contact form's product, a category page's id, sub-category and page, the blog
  // search and its page, the exhibition schedule's tab.
  'product',
  'id',
  'sub',
  'page',
  'q',
  'tab',
  // React Router: which loaders a data request runs, index routes, and the route manifest's paths.
  '_routes',
  'index',
  'paths',
  'version',
] as const
