import { useLocation } from 'react-router'

import { LANGUAGE_NAMES, LANGUAGES } from '@gwp/contracts'
import { directionOf, isBackOfficePath, pathInLanguage } from '#app/i18n/languages'
import { useI18n } from '#app/i18n/use-i18n'

/**
 * The same page in the other languages. Plain links that load the whole document: the other
 * language's page has its own `<html lang dir>`, catalogue and cached answers. Each name is written in
 * its own language and marked so, for screen readers to switch voice. A named group, not a named list:
 * screen readers announce a group's name, and few a list's. The back office, English only, has none.
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const { language, t } = useI18n()
  const { pathname, search, hash } = useLocation()
  if (isBackOfficePath(pathname)) return null
  return (
    <div role="group" className={className} aria-label={t('Language')}>
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <a
          key={other}
          href={pathInLanguage(other, pathname) + search + hash}
          hrefLang={other}
          lang={other}
          dir={directionOf(other)}
          className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold text-brand-700 hover:bg-slate-100"
        >
          {LANGUAGE_NAMES[other]}
        </a>
      ))}
    </div>
  )
}
