import { Check, ListFilter } from 'lucide-react'
import { useEffect, useState } from 'react'

import { useMenuButton } from './use-menu-button'

export interface FilterMenuOption<V extends string = string> {
  value: V
  label: string
}

export interface FilterMenuProps<V extends string = string> {
  /** What is filtered, e.g. "Status": the button's text and the menu's name. */
  label: string
  options: ReadonlyArray<FilterMenuOption<V>>
  value: V
  onChange: (value: V) => void
  /** Menu edge under the button; 'end' for a filter near the right of the screen. */
  align?: 'start' | 'end'
}

const MENU_WIDTH_REM = 11

/**
 * A filter as a menu button (WAI-ARIA menu button pattern) with one radio item per choice: the
 * spec's "Show All / Active / Inactive" under a column header. Enter, Space or the arrows open it on
 * the current choice; the arrows, Home and End move; Enter or Space picks; Escape closes and gives
 * focus back to the button; Tab or a click elsewhere closes it.
 *
 * The menu is placed with fixed coordinates, so the table's scrolling wrapper does not clip it; it
 * closes when the page scrolls or resizes rather than drift away from its button.
 */
export function FilterMenu<V extends string = string>({
  label,
  options,
  value,
  onChange,
  align = 'start',
}: FilterMenuProps<V>) {
  const [position, setPosition] = useState<{ top: number; left: number }>({ top: 0, left: 0 })
  const { open, close, containerRef, menuRef, buttonProps, menuProps } = useMenuButton({
    itemRole: 'menuitemradio',
    onOpen: (button) => {
      const rect = button.getBoundingClientRect()
      const width = MENU_WIDTH_REM * parseFloat(getComputedStyle(document.documentElement).fontSize)
      const left = align === 'end' ? rect.right - width : rect.left
      setPosition({
        top: rect.bottom + 4,
        left: Math.max(8, Math.min(left, window.innerWidth - width - 8)),
      })
    },
  })
  const current = options.find((option) => option.value === value) ?? options[0]
  // The first option is the unfiltered one ("Show All"): anything else is marked on the button.
  const filtered = current !== undefined && current.value !== options[0]?.value

  useEffect(() => {
    if (!open) return
    const onMove = (event: Event) => {
      // Scrolling inside the menu itself is no reason to close it.
      if (event.type === 'scroll' && menuRef.current?.contains(event.target as Node)) return
      close(false)
    }
    window.addEventListener('scroll', onMove, true)
    window.addEventListener('resize', onMove)
    return () => {
      window.removeEventListener('scroll', onMove, true)
      window.removeEventListener('resize', onMove)
    }
  }, [open, close, menuRef])

  const choose = (next: V) => {
    close(true)
    if (next !== value) onChange(next)
  }

  return (
    <div ref={containerRef} className="inline-block">
      <button
        {...buttonProps}
        // The current choice is part of the name, so it is heard without opening the menu.
        aria-label={`${label}, filter: ${current?.label ?? ''}`}
        className={`-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 tracking-wide uppercase hover:bg-slate-200/70 ${
          filtered ? 'text-brand-700' : ''
        }`}
      >
        {label}
        <ListFilter aria-hidden="true" className="h-3.5 w-3.5" />
        {filtered && <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-600" />}
      </button>
      {open && (
        <ul
          {...menuProps}
          aria-label={`${label} filter`}
          style={{ top: position.top, left: position.left, width: `${MENU_WIDTH_REM}rem` }}
          className="fixed z-50 rounded-xl border border-slate-200 bg-white py-1 text-sm font-normal tracking-normal normal-case shadow-lg"
        >
          {options.map((option) => {
            const checked = option.value === current?.value
            return (
              <li key={option.value} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={checked}
                  tabIndex={-1}
                  onClick={() => choose(option.value)}
                  className="flex w-full items-center gap-2 px-3 py-2 text-left text-slate-700 hover:bg-slate-100 focus:bg-slate-100"
                >
                  <Check aria-hidden="true" className={`h-4 w-4 shrink-0 ${checked ? '' : 'invisible'}`} />
                  {option.label}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
