import { DEFAULT_LANGUAGE, isLanguage, isRightToLeft, type Language } from '@gwp/contracts'

/**
 * Where each language lives (decision record 022): English keeps the spec's addresses, Urdu and Arabic
 * the same paths under `/ur` and `/ar`.
 */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1]
  return first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE
}

/** `/ar/products` → `/products`; an English path is returned as it is. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname)
  if (language === DEFAULT_LANGUAGE) return pathname
  const rest = pathname.slice(language.length + 1)
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
}

/** An English path (`/products`, `/`, `/product/1?x=y`) as the same page in `language`. */
export function pathInLanguage(language: Language, path: string): string {
  const bare = pathWithoutLanguage(path)
  if (language === DEFAULT_LANGUAGE) return bare
  return bare === '/' || /^\/[?#]/.test(bare) ? `/${language}${bare.slice(1)}` : `/${language}${bare}`
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (isRightToLeft(language) ? 'rtl' : 'ltr')

/** Back-office pages are English only: no Urdu or Arabic version to switch to, and no catalogue to load. */
export const isBackOfficePath = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/reset-password/')
