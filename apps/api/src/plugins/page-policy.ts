/**
 * The Content-Security-Policy of everything a browser shows as a page: the web app's documents,
 * uploaded files, the web app's static files and the OpenAPI viewer (decisions 005, 012, 014). It is
 * written here once; the security headers send it without an inline allowance, and web.ts sends it
 * with the allowance of each rendered document.
 *
 * Scripts and everything else come from this origin only; styles may be inline (React writes style
 * attributes); images may be data: and blob: URLs (the back office's previews); no plugin, no inline
 * event handler, no <base> elsewhere, no form posting elsewhere, and no framing at all.
 */
const PAGE_DIRECTIVES: ReadonlyArray<readonly [string, ...string[]]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['script-src-attr', "'none'"],
  ['style-src', "'self'", "'unsafe-inline'"],
  ['img-src', "'self'", 'data:', 'blob:'],
  ['font-src', "'self'", 'data:'],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
]

/**
 * React Router writes a few inline scripts into each document. A fresh render allows them by its
 * nonce; a document kept in the response cache and sent many times allows them by their hashes.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] }

/**
 * The page policy as a header value, allowing `inlineScripts` as well when given, and images from
 * `imageOrigin` (S3_PUBLIC_URL's origin, where the stored images are fetched from) when there is one.
 */
export function pageCsp({
  inlineScripts,
  imageOrigin,
}: { inlineScripts?: InlineScripts; imageOrigin?: string | undefined } = {}): string {
  const allowed = !inlineScripts
    ? []
    : 'nonce' in inlineScripts
      ? [`'nonce-${inlineScripts.nonce}'`]
      : inlineScripts.hashes
  const added: Record<string, readonly string[]> = {
    'script-src': allowed,
    'img-src': imageOrigin ? [imageOrigin] : [],
  }
  return PAGE_DIRECTIVES.map(([name, ...sources]) =>
    [name, ...sources, ...(added[name] ?? [])].join(' '),
  ).join('; ')
}

/** The origin images come from besides this site's: S3_PUBLIC_URL's, when set. */
export const imageOriginOf = (publicUrl: string | undefined): string | undefined =>
  publicUrl ? new URL(publicUrl).origin : undefined
