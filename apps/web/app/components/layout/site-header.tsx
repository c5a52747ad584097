import { Menu, X } from 'lucide-react'
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'

import { COMPANY_NAME, COMPANY_TAGLINE, NAV_LINKS, SOCIAL_LINKS } from '#app/utils/company'
import { SocialIcon } from './social-icon'

/**
 * The current page is a label, not a link, and is left out of the list (docs/requirements/site.md#layout).
 */
export function SiteHeader() {
  const { pathname } = useLocation()
  // Open only on the page it was opened on, so following a link closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const menuId = useId()
  const current = NAV_LINKS.find((link) => link.to === pathname)
  const others = NAV_LINKS.filter((link) => link !== current)

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2" aria-label={`${COMPANY_NAME} home`}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span className="leading-tight">
            <span className="block text-lg font-extrabold tracking-wide text-brand-800">{COMPANY_NAME}</span>
            <span className="block text-xs text-slate-500">{COMPANY_TAGLINE}</span>
          </span>
        </Link>

        {current && (
          <span
            className="hidden rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 md:inline"
            aria-current="page"
          >
            {current.label}
          </span>
        )}

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {others.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <SocialLinks className="hidden items-center gap-2 lg:flex" />

        <button
          type="button"
          className="rounded p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>

      <nav id={menuId} aria-label="Mobile" hidden={!menuOpen} className="border-t border-slate-200 md:hidden">
        {current && (
          <p className="px-4 pt-3 text-sm font-semibold text-brand-700" aria-current="page">
            {current.label}
          </p>
        )}
        <ul className="px-2 py-2">
          {others.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded px-3 py-2 font-medium text-slate-700 hover:bg-slate-100"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <SocialLinks className="flex gap-2 px-4 pb-3" />
      </nav>
    </header>
  )
}

/** The company's social pages: new tab, and no handle on this page for the opened one. */
function SocialLinks({ className }: { className: string }) {
  return (
    <ul className={className} aria-label="Social media">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.label}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${social.label} (opens in a new tab)`}
            className="block rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
          >
            <SocialIcon name={social.label} />
          </a>
        </li>
      ))}
    </ul>
  )
}
