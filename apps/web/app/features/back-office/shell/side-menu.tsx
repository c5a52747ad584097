import { useEffect, useRef } from 'react'
import { Link } from 'react-router'

import { sectionHref, type Section } from './sections'

/** Shown in the sidebar (docs/requirements/back-office.md#shell). Raise it with each release. */
export const APP_VERSION = 'v1.0.0'

export const SIDE_MENU_ID = 'back-office-menu'
export const SIDE_MENU_BUTTON_ID = 'back-office-menu-button'

interface SideMenuProps {
  sections: readonly Section[]
  current: string
  /** Small screens only: the menu slides in over the page. From lg up it is always shown. */
  open: boolean
  onClose: () => void
}

export function SideMenu({ sections, current, open, onClose }: SideMenuProps) {
  const navRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!open) return
    // Whoever opened the menu wants to pick an entry: start them on the first one.
    navRef.current?.querySelector('a')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      onClose()
      document.getElementById(SIDE_MENU_BUTTON_ID)?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, onClose])

  return (
    <>
      {open && (
        // A mouse shortcut only: keyboard users close the menu with Escape or the menu button.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden" onClick={onClose} />
      )}
      <aside
        id={SIDE_MENU_ID}
        // Opening shows the menu at once, so its first link can take focus; closing keeps it visible
        // until it has slid away. Hidden (visibility) menus leave the keyboard's tab order.
        className={`fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-brand-900 text-white shadow-xl duration-200 motion-reduce:transition-none lg:visible lg:translate-x-0 lg:shadow-none ${
          open
            ? 'visible translate-x-0 transition-[translate]'
            : 'invisible -translate-x-full transition-[translate,visibility]'
        }`}
      >
        <div className="flex items-center gap-3 border-b border-white/10 px-5 py-5">
          <img src="/favicon.svg" alt="" width={36} height={36} className="rounded bg-white p-1" />
          <div className="leading-tight">
            <p className="text-lg font-extrabold tracking-wide">GWP</p>
            <p className="text-xs text-brand-100">Back Office</p>
          </div>
        </div>
        <nav ref={navRef} aria-label="Back office" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {sections.map((section) => {
              const active = section.key === current
              const Icon = section.icon
              return (
                <li key={section.key}>
                  <Link
                    to={sectionHref(section.key)}
                    aria-current={active ? 'page' : undefined}
                    className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                      active
                        ? 'bg-white text-brand-900 shadow-sm'
                        : 'text-brand-50 hover:bg-white/10 hover:text-white'
                    }`}
                  >
                    <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                    {section.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <p className="border-t border-white/10 px-5 py-4 text-xs text-brand-100">
          GWP Admin <span className="font-mono">{APP_VERSION}</span>
        </p>
      </aside>
    </>
  )
}
