import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface TabItem<Id extends string> {
  id: Id
  label: ReactNode
  /** The language the label is written in, when not the page's (a language's own name). */
  lang?: string | undefined
  /** A field in the panel is invalid: the tab carries a marker and says so to screen readers. */
  invalid?: boolean | undefined
  panel: ReactNode
}

interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string
  tabs: ReadonlyArray<TabItem<Id>>
  selected: Id
  onSelect: (id: Id) => void
  className?: string | undefined
}

/**
 * A tab list over panels (the WAI-ARIA tabs pattern, activation on focus): one tab stop, the arrow
 * keys, Home and End move between tabs. Every panel stays mounted and the others are hidden, so what
 * is typed in one survives a visit to another.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, className }: TabsProps<Id>) {
  const baseId = useId()
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>())
  const tabId = (id: Id) => `${baseId}-tab-${id}`
  const panelId = (id: Id) => `${baseId}-panel-${id}`

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    const id = tabs[target]!.id
    onSelect(id)
    tabRefs.current.get(id)?.focus()
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const active = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element)
                else tabRefs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px inline-flex items-center gap-1.5 rounded-t-lg border-b-2 px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                active
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              <span lang={tab.lang}>{tab.label}</span>
              {tab.invalid && (
                <>
                  {' '}
                  <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-600" />
                  <span className="sr-only">(has errors)</span>
                </>
              )}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          className="space-y-4 pt-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
