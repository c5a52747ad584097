import { COLOR_PALETTE } from '@gwp/contracts'
import { Check } from 'lucide-react'
import { useId, useRef, useState, type Ref } from 'react'

export interface ColorPickerProps {
  /** Palette ids of the chosen colours. */
  value: readonly number[]
  onChange: (ids: number[]) => void
  onBlur?: () => void
  error?: string | undefined
  /** Focus target for the form (react-hook-form's field ref): the group's current button. */
  ref?: Ref<HTMLButtonElement>
  label?: string
}

/**
 * The 23 named colours of the palette (docs/requirements/products.md#fields) as toggle buttons, each with its
 * swatch and name. Tab enters and leaves the group in one step; the arrow keys, Home and End move between
 * colours, and Space or Enter chooses one (aria-pressed says which are chosen).
 */
export function ColorPicker({ value, onChange, onBlur, error, ref, label = 'Colours' }: ColorPickerProps) {
  const labelId = useId()
  const errorId = useId()
  const countId = useId()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const [active, setActive] = useState(0)
  const chosen = new Set(value)

  const toggle = (id: number) =>
    onChange(
      chosen.has(id)
        ? value.filter((other) => other !== id)
        : // Kept in palette order, the order the API stores them in.
          COLOR_PALETTE.filter((color) => color.id === id || chosen.has(color.id)).map((color) => color.id),
    )

  const moveTo = (index: number) => {
    const next = (index + COLOR_PALETTE.length) % COLOR_PALETTE.length
    setActive(next)
    buttons.current[next]?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: COLOR_PALETTE.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    moveTo(target)
  }

  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(' ')}
        className={`flex flex-wrap gap-2 rounded-lg border p-2 ${error ? 'border-red-500' : 'border-slate-200'}`}
      >
        {COLOR_PALETTE.map((color, index) => {
          const pressed = chosen.has(color.id)
          return (
            <button
              key={color.id}
              ref={(element) => {
                buttons.current[index] = element
                if (index === active && ref) {
                  if (typeof ref === 'function') ref(element)
                  else ref.current = element
                }
              }}
              type="button"
              aria-pressed={pressed}
              tabIndex={index === active ? 0 : -1}
              onClick={() => {
                setActive(index)
                toggle(color.id)
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={() => setActive(index)}
              onBlur={onBlur}
              className={`inline-flex items-center gap-1.5 rounded-full border py-1 pr-3 pl-1 text-sm transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${
                pressed
                  ? 'border-brand-600 bg-brand-50 font-semibold text-brand-900'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              <span
                aria-hidden="true"
                style={{ backgroundColor: color.hex }}
                className="flex h-5 w-5 items-center justify-center rounded-full ring-1 ring-slate-400/70 ring-inset"
              >
                {pressed && (
                  <Check
                    className="h-3.5 w-3.5"
                    strokeWidth={3}
                    // Readable on light and dark swatches alike.
                    style={{ color: contrastOn(color.hex) }}
                  />
                )}
              </span>
              {color.name}
            </button>
          )
        })}
      </div>
      <p id={countId} className="mt-1 text-xs text-slate-500">
        {value.length === 0 ? 'No colour chosen' : `${value.length} chosen`}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}

/** Black or white, whichever reads better on the swatch. */
export function contrastOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255]
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#0f172a' : '#ffffff'
}
