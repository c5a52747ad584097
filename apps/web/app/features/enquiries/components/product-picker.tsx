import { ENQUIRY_MESSAGES } from '@gwp/contracts'
import { ChevronDown, X } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'

import { getQuoteProducts, type QuoteProduct } from '#app/features/enquiries/api/get-quote-products'
import { fallbackLang } from '#app/i18n/fallback-lang'
import { useI18n } from '#app/i18n/use-i18n'

/** Options drawn at once: the list runs to thousands, and nobody scrolls past the first fifty. */
export const PICKER_MAX_OPTIONS = 50

type LoadState = 'idle' | 'loading' | 'loaded' | 'failed'

export interface ProductPickerProps {
  /** The input's id, so the form can move focus to it. */
  id: string
  label: string
  selected: QuoteProduct | null
  onSelect: (product: QuoteProduct | null) => void
  error?: string | undefined
}

/**
 * The quote form's product field (docs/requirements/enquiries.md#quote-form), an ARIA 1.2
 * combobox with a list box: typing filters the products by name, case-insensitively; arrow keys move
 * through the matches, Enter picks, Escape closes, and a click outside closes the list (the input
 * loses focus). A picked product fixes the field, read-only, until Clear. The product list is fetched
 * when the field is first focused.
 */
export function ProductPicker({ id, label, selected, onSelect, error }: ProductPickerProps) {
  const { t, language } = useI18n()
  const [products, setProducts] = useState<QuoteProduct[]>([])
  const [load, setLoad] = useState<LoadState>('idle')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)

  const listboxId = `${id}-listbox`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const optionId = (index: number) => `${id}-option-${index}`

  const lowerNames = useMemo(() => products.map((product) => product.name.toLowerCase()), [products])
  const { matches, total } = useMemo(() => {
    const needle = query.trim().toLowerCase()
    const found: QuoteProduct[] = []
    let count = 0
    products.forEach((product, index) => {
      if (needle && !lowerNames[index]!.includes(needle)) return
      count += 1
      if (found.length < PICKER_MAX_OPTIONS) found.push(product)
    })
    return { matches: found, total: count }
  }, [products, lowerNames, query])

  const ensureLoaded = () => {
    if (load === 'loading' || load === 'loaded') return
    setLoad('loading')
    getQuoteProducts(language).then(
      (list) => {
        setProducts(list)
        setLoad('loaded')
      },
      (reason: unknown) => {
        console.error(ENQUIRY_MESSAGES.productsFailed, reason)
        setLoad('failed')
      },
    )
  }

  const openList = () => {
    if (selected) return
    ensureLoaded()
    setOpen(true)
  }

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const pick = (product: QuoteProduct) => {
    onSelect(product)
    setQuery('')
    close()
  }

  const clear = () => {
    onSelect(null)
    setQuery('')
    close()
    inputRef.current?.focus()
  }

  const moveTo = (index: number) => {
    setActive(index)
    document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' })
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (selected) return
    const count = matches.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!open) {
          openList()
          return
        }
        if (count === 0) return
        const down = event.key === 'ArrowDown'
        // Wraps round at either end, as the APG combobox example does.
        moveTo(active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : -1) + count) % count)
        return
      }
      case 'Enter': {
        const product = open && active >= 0 ? matches[active] : undefined
        if (product) {
          // Picks instead of submitting the form.
          event.preventDefault()
          pick(product)
        }
        return
      }
      case 'Escape':
        if (open) {
          event.preventDefault()
          close()
        } else if (query) {
          event.preventDefault()
          setQuery('')
        }
        return
    }
  }

  const showList = open && load === 'loaded' && matches.length > 0
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ')

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listboxId : undefined}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          readOnly={selected !== null}
          value={selected ? selected.name : query}
          lang={selected ? fallbackLang(selected, 'name') : undefined}
          title={selected?.name}
          placeholder={t('Search products')}
          onFocus={ensureLoaded}
          onClick={openList}
          onBlur={close}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(-1)
            openList()
          }}
          onKeyDown={onKeyDown}
          className={`w-full rounded-lg border py-2 ps-3 pe-24 text-ellipsis text-slate-900 outline-none focus:ring-2 focus:ring-brand-600 ${
            error ? 'border-red-500' : 'border-slate-300'
          } ${selected ? 'bg-brand-50 font-semibold text-brand-900' : 'bg-white'}`}
        />
        <div className="absolute inset-y-0 end-0 flex items-center gap-1 pe-2">
          {selected || query ? (
            <button
              type="button"
              onClick={clear}
              aria-label={selected ? t('Clear {name}', { name: selected.name }) : t('Clear search')}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="h-4 w-4" />
              {t('Clear')}
            </button>
          ) : (
            <ChevronDown aria-hidden="true" className="pointer-events-none h-5 w-5 text-slate-400" />
          )}
        </div>

        {/* The popup: the list box itself, or a line saying why there is none. Mouse presses inside
            keep the focus in the input, so picking with the mouse never closes the list first. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          onMouseDown={(event) => event.preventDefault()}
          className={
            open
              ? 'absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl'
              : 'hidden'
          }
        >
          {/* Only while it has options: the page as served has none (products load on focus), and
              the combobox points at it (aria-controls) only while it is shown. */}
          {showList && (
            <ul
              id={listboxId}
              role="listbox"
              aria-label={t('Products')}
              className="max-h-64 overflow-y-auto py-1"
            >
              {matches.map((product, index) => (
                // Options are picked with the keyboard through the combobox (aria-activedescendant).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={product._id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onClick={() => pick(product)}
                  lang={fallbackLang(product, 'name')}
                  className={`cursor-pointer px-3 py-2 text-sm ${
                    index === active ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-brand-50'
                  }`}
                >
                  {product.name}
                </li>
              ))}
            </ul>
          )}
          {open && load === 'loading' && (
            <p role="status" className="px-3 py-2 text-sm text-slate-600">
              {t('Loading products…')}
            </p>
          )}
          {open && load === 'failed' && (
            <p role="alert" className="px-3 py-2 text-sm text-red-700">
              {t(ENQUIRY_MESSAGES.productsFailed)}
            </p>
          )}
          {open && load === 'loaded' && matches.length === 0 && (
            <p role="status" className="px-3 py-2 text-sm text-slate-600">
              {products.length === 0 ? t('No products available') : t('No products match your search')}
            </p>
          )}
          {showList && total > matches.length && (
            <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
              {t('Showing the first {shown} of {total} matches. Keep typing to narrow the list.', {
                shown: matches.length,
                total,
              })}
            </p>
          )}
        </div>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {selected
          ? t('Chosen. Use Clear to pick another product.')
          : t('Type to search, then pick a product from the list.')}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
