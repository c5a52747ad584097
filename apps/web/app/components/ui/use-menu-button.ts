import { useCallback, useEffect, useId, useRef, useState } from 'react'

/** Which item takes focus when the menu opens: the checked one (else the first), or the last. */
export type MenuStart = 'first' | 'last'

export interface MenuButtonOptions {
  /** The items' role: `menuitem`, or `menuitemradio` for a menu of choices. */
  itemRole: 'menuitem' | 'menuitemradio'
  /** Runs just before the menu opens, e.g. to place it under its button. */
  onOpen?: (button: HTMLButtonElement) => void
}

const menuItems = (menu: HTMLElement | null, role: MenuButtonOptions['itemRole']) =>
  Array.from(menu?.querySelectorAll<HTMLElement>(`[role="${role}"]`) ?? [])

/**
 * The WAI-ARIA menu button pattern's behaviour, for a button and the menu it opens. Enter, Space or
 * the arrows on the button open the menu on an item (ArrowUp on the last); in the menu the arrows,
 * Home and End move; Escape closes it and gives focus back to the button; Tab or a click outside the
 * container closes it. The caller spreads `buttonProps` on its button and `menuProps` on its list,
 * and puts `containerRef` on an element around both.
 */
export function useMenuButton({ itemRole, onOpen }: MenuButtonOptions) {
  const [open, setOpen] = useState(false)
  const [startAt, setStartAt] = useState<MenuStart>('first')
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const list = menuItems(menuRef.current, itemRole)
    const checked = list.find((item) => item.getAttribute('aria-checked') === 'true')
    ;(startAt === 'last' ? list[list.length - 1] : (checked ?? list[0]))?.focus()
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, startAt, itemRole])

  const openMenu = (at: MenuStart) => {
    if (onOpen && buttonRef.current) onOpen(buttonRef.current)
    setStartAt(at)
    setOpen(true)
  }

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last')
    } else if (event.key === 'Escape' && open) {
      close(true)
    }
  }

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const list = menuItems(menuRef.current, itemRole)
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

  return {
    open,
    close,
    containerRef,
    menuRef,
    /** Spread on the menu button. */
    buttonProps: {
      ref: buttonRef,
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      // A click opens the menu on its first (or checked) item, or closes it.
      onClick: () => (open ? close(false) : openMenu('first')),
      onKeyDown: onButtonKeyDown,
    } as const,
    /** Spread on the menu's list; its items carry `itemRole` and tabIndex -1. */
    menuProps: { ref: menuRef, id: menuId, role: 'menu', onKeyDown: onMenuKeyDown } as const,
  }
}
