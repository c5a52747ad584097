import { ChevronDown, LogOut, UserRound } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'

import { useLogout } from './use-logout'

const menuItems = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

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
  const [open, setOpen] = useState(false)
  // Which item takes focus when the menu opens: the first, or the last after ArrowUp.
  const [startAt, setStartAt] = useState<'first' | 'last'>('first')
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const menuId = useId()
  const logout = useLogout()

  useEffect(() => {
    if (!open) return
    const list = menuItems(menuRef.current)
    ;(startAt === 'first' ? list[0] : list[list.length - 1])?.focus()
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, startAt])

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const list = menuItems(menuRef.current)
    const index = list.indexOf(document.activeElement as HTMLElement)
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        focusAt(index + 1)
        break
      case 'ArrowUp':
        event.preventDefault()
        focusAt(index - 1)
        break
      case 'Home':
        event.preventDefault()
        focusAt(0)
        break
      case 'End':
        event.preventDefault()
        focusAt(list.length - 1)
        break
      case 'Escape':
        event.preventDefault()
        close(true)
        break
      case 'Tab':
        close(false)
        break
    }
  }

  const initial = username.charAt(0).toUpperCase() || '?'

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setStartAt('first')
          setOpen((value) => !value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            setStartAt(event.key === 'ArrowDown' ? 'first' : 'last')
            setOpen(true)
          } else if (event.key === 'Escape' && open) {
            close(true)
          }
        }}
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
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKeyDown}
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
                setOpen(false)
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
