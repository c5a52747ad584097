import { Menu, X } from 'lucide-react'

import { SIDE_MENU_BUTTON_ID, SIDE_MENU_ID } from './side-menu'
import { UserMenu } from './user-menu'

interface TopBarProps {
  username: string
  menuOpen: boolean
  onToggleMenu: () => void
  onOpenProfile: () => void
}

/**
 * "Welcome", the admin's initial and username, and the Profile / Logout dropdown
 * (docs/requirements/back-office.md#shell).
 */
export function TopBar({ username, menuOpen, onToggleMenu, onOpenProfile }: TopBarProps) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        id={SIDE_MENU_BUTTON_ID}
        type="button"
        className="-ml-2 rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
        aria-controls={SIDE_MENU_ID}
        aria-expanded={menuOpen}
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        onClick={onToggleMenu}
      >
        {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <div className="ml-auto flex min-w-0 items-center gap-3">
        <span className="text-sm text-slate-500">Welcome</span>
        <UserMenu username={username} onOpenProfile={onOpenProfile} />
      </div>
    </header>
  )
}
