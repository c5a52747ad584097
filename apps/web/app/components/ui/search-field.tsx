import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'

export interface SearchFieldProps {
  /** e.g. "Search by name or code": the field's label, read by screen readers, shown when `labelVisible`. */
  label: string
  labelVisible?: boolean
  /** The search in force (from the URL). The field follows it when it changes from outside (Back). */
  value: string
  /** Called with the trimmed text once typing pauses, at once on Enter or when cleared. */
  onSearch: (text: string) => void
  placeholder?: string
  /** The pause that counts as "done typing". */
  debounceMs?: number
  className?: string
}

/**
 * A list's search box: a search landmark with a labelled field, a Clear button (Escape clears as
 * well), and typing that reaches the list only after a pause (~300 ms), so one word is one request.
 */
export function SearchField({
  label,
  labelVisible = false,
  value,
  onSearch,
  placeholder,
  debounceMs = 300,
  className = '',
}: SearchFieldProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [text, setText] = useState(value)
  const [followed, setFollowed] = useState(value)

  // The search changed from outside (Back, a reset): show it, unless it is what was typed already.
  if (value !== followed) {
    setFollowed(value)
    if (value !== text.trim()) setText(value)
  }

  useEffect(() => () => clearTimeout(timer.current), [])

  const commit = (next: string) => {
    clearTimeout(timer.current)
    if (next.trim() !== value) onSearch(next.trim())
  }

  const clear = () => {
    setText('')
    commit('')
    inputRef.current?.focus()
  }

  return (
    <form
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        commit(text)
      }}
    >
      <label
        htmlFor={inputId}
        className={labelVisible ? 'mb-1 block text-sm font-medium text-slate-700' : 'sr-only'}
      >
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            const next = event.target.value
            setText(next)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => commit(next), debounceMs)
          }}
          onKeyDown={(event) => {
            // Escape empties the field first; a second Escape is left to whatever holds it (a dialog).
            if (event.key === 'Escape' && text !== '') {
              event.preventDefault()
              event.stopPropagation()
              clear()
            }
          }}
          className="w-full rounded-lg border border-slate-300 py-2 pr-10 pl-9 text-sm text-slate-900 outline-none focus:ring-2 focus:ring-brand-600 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {text !== '' && (
          <button
            type="button"
            onClick={clear}
            aria-label="Clear search"
            title="Clear search"
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        )}
      </div>
    </form>
  )
}
