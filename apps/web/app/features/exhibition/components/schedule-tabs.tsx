import { EVENT_STATUSES, isRightToLeft, type EventStatus } from '@gwp/contracts'
import { useRef } from 'react'

import { TAB_LABELS } from '#app/features/exhibition/utils/exhibition-view'
import { useI18n } from '#app/i18n/use-i18n'

interface ScheduleTabsProps {
  selected: EventStatus
  onSelect: (tab: EventStatus) => void
  /** Prefix of the tabs' ids; the panel is labelled by `${idPrefix}-${selected}`. */
  idPrefix: string
  panelId: string
}

/**
 * The tab a key moves to from tab `index` (WAI-ARIA tabs: arrows wrap around, Home and End jump).
 * Right to left the tabs read from the right, so the left arrow goes on to the next one.
 */
function targetIndex(key: string, index: number, rightToLeft: boolean): number | null {
  const last = EVENT_STATUSES.length - 1
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight'
  const back = rightToLeft ? 'ArrowRight' : 'ArrowLeft'
  if (key === forward) return index === last ? 0 : index + 1
  if (key === back) return index === 0 ? last : index - 1
  if (key === 'Home') return 0
  if (key === 'End') return last
  return null
}

/**
 * Past, Current, Upcoming, numbered 01 to 03 (docs/requirements/exhibitions.md#limits). One tab stop: Tab
 * enters the selected tab, the arrow keys move along and select at once (switching only filters what is
 * already on the page).
 */
export function ScheduleTabs({ selected, onSelect, idPrefix, panelId }: ScheduleTabsProps) {
  const { t, language } = useI18n()
  const tabs = useRef<Array<HTMLButtonElement | null>>([])

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const next = targetIndex(event.key, index, isRightToLeft(language))
    if (next === null) return
    event.preventDefault()
    onSelect(EVENT_STATUSES[next]!)
    tabs.current[next]?.focus()
  }

  return (
    <div
      role="tablist"
      aria-label={t('Events by status')}
      className="mx-auto grid max-w-md grid-cols-3 gap-2 sm:flex sm:max-w-none sm:justify-center sm:gap-4"
    >
      {EVENT_STATUSES.map((status, index) => {
        const isSelected = status === selected
        return (
          <button
            key={status}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${status}`}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(status)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex flex-col items-center gap-0.5 rounded-2xl border-2 px-2 py-2 font-bold transition sm:flex-row sm:items-baseline sm:gap-2 sm:rounded-full sm:px-7 sm:py-2.5 ${
              isSelected
                ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                : 'border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
            }`}
          >
            <span
              aria-hidden="true"
              className={`text-sm ${isSelected ? 'text-white/90' : 'text-accent-600'}`}
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            {t(TAB_LABELS[status])}
          </button>
        )
      })}
    </div>
  )
}
