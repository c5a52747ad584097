import { Menu, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'

import { pathWithoutLanguage } from '#app/i18n/languages'
import { useI18n } from '#app/i18n/use-i18n'
import { COMPANY_NAME, COMPANY_TAGLINE, NAV_LINKS, SOCIAL_LINKS } from '#app/utils/company'
import { LanguageSwitcher } from './language-switcher'
import { SocialIcon } from './social-icon'

/**
 * The current page is a label, not a link, and is left out of the list (docs/requirements/site.md#layout).
 */
export function SiteHeader() {
  const { pathname } = useLocation()
  const { t, localPath } = useI18n()
  // Open only on the page it was opened on, so following a link closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const menuId = useId()
  const current = NAV_LINKS.find((link) => link.to === pathWithoutLanguage(pathname))
  const others = NAV_LINKS.filter((link) => link !== current)

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link
          to={localPath('/')}
          className="flex items-center gap-2"
          aria-label={t('{company} home', { company: COMPANY_NAME })}
        >
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span className="leading-tight">
            <span className="block text-lg font-extrabold tracking-wide text-brand-800">{COMPANY_NAME}</span>
            <span className="block text-xs text-slate-500">{t(COMPANY_TAGLINE)}</span>
          </span>
        </Link>

        {current && (
          <span
            className="hidden rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 md:inline"
            aria-current="page"
          >
            {t(current.label)}
          </span>
        )}

        <nav aria-label={t('Main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {others.map((link) => (
              <li key={link.to}>
                <Link
                  to={localPath(link.to)}
                  className="rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <LanguageSwitcher className="hidden items-center gap-1 md:flex" />
        <SocialLinks className="hidden items-center gap-2 lg:flex" />

        <button
          type="button"
          className="rounded p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('Close menu') : t('Open menu')}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>

      <nav
        id={menuId}
        aria-label={t('Mobile')}
        hidden={!menuOpen}
        className="border-t border-slate-200 md:hidden"
      >
        {current && (
          <p className="px-4 pt-3 text-sm font-semibold text-brand-700" aria-current="page">
            {t(current.label)}
          </p>
        )}
        <ul className="px-2 py-2">
          {others.map((link) => (
            <li key={link.to}>
              <Link
                to={localPath(link.to)}
                className="block rounded px-3 py-2 font-medium text-slate-700 hover:bg-slate-100"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
        <LanguageSwitcher className="flex items-center gap-2 px-4 pb-2" />
        <SocialLinks className="flex gap-2 px-4 pb-3" />
      </nav>
    </header>
  )
}

/**
 * The company's social pages: new tab, and no handle on this page for the opened one. A named group,
 * as the language links are.
 */
function SocialLinks({ className }: { className: string }) {
  const { t } = useI18n()
  return (
    <div role="group" className={className} aria-label={t('Social media')}>
      {SOCIAL_LINKS.map((social) => (
        <a
          key={social.label}
          href={social.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('{name} (opens in a new tab)', { name: social.label })}
          className="block rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
        >
          <SocialIcon name={social.label} />
        </a>
      ))}
    </div>
  )
}
