import type { Route } from './+types/robots'

/**
 * /robots.txt: crawl the public site, not the back office or the password-reset links (whose path
 * carries a one-time token), and find every public page in the sitemap.
 */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.publicUrl.replace(/\/+$/, '')
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /reset-password/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
