import { ChevronDown, LogOut, UserRound } from 'lucide-react'

import { useMenuButton } from '#app/components/ui/use-menu-button'
import { useLogout } from './use-logout'

interface UserMenuProps {
  username: string
  onOpenProfile: () => void
}

/**
 * The top bar's dropdown, after the WAI-ARIA menu button pattern: Enter, Space or the arrow keys open
 * it on an item, the arrows move between items, Escape closes it and returns to the button, Tab or a
 * click elsewhere closes it.
 */
export function UserMenu({ username, onOpenProfile }: UserMenuProps) {
  const { open, close, containerRef, buttonProps, menuProps } = useMenuButton({ itemRole: 'menuitem' })
  const logout = useLogout()

  const initial = username.charAt(0).toUpperCase() || '?'

  return (
    <div ref={containerRef} className="relative">
      <button
        {...buttonProps}
        className="flex max-w-[14rem] items-center gap-2 rounded-full py-1 pr-2 pl-1 text-left hover:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {initial}
        </span>
        <span className="truncate text-sm font-semibold text-slate-800">{username}</span>
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <ul
          {...menuProps}
          aria-label="Account"
          className="absolute right-0 z-30 mt-2 w-48 rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                // The dialog gives focus back to what had it when it opened: the menu button, not
                // this item, which is gone by then.
                close(true)
                onOpenProfile()
              }}
              className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100"
            >
              <UserRound aria-hidden="true" className="h-4 w-4" />
              Profile
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(false)
                void logout()
              }}
              className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-red-700 hover:bg-red-50 focus:bg-red-50"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  )
}
