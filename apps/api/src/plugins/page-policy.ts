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

/** The page policy as a header value, allowing `inlineScripts` as well when given. */
export function pageCsp(inlineScripts?: InlineScripts): string {
  const allowed = !inlineScripts
    ? []
    : 'nonce' in inlineScripts
      ? [`'nonce-${inlineScripts.nonce}'`]
      : inlineScripts.hashes
  return PAGE_DIRECTIVES.map(([name, ...sources]) =>
    [name, ...sources, ...(name === 'script-src' ? allowed : [])].join(' '),
  ).join('; ')
}
