import { ArrowDown, ArrowUp } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { useI18n } from '#app/i18n/use-i18n'
import { useClearSpot } from './use-clear-spot'

const EDGE_PX = 10
/** Where the button sits above the viewport's bottom when no control is there. */
const HOME_PX = 20

/**
 * The floating button: at the top of the page it takes you to the bottom, within 10 px of the bottom
 * it takes you back up; in between it keeps the direction it last had. It never covers a control:
 * when one would be under it (a pager's Next at the bottom right), it moves up above it, and when no
 * place is clear it steps aside until there is one (use-clear-spot.ts).
 */
export function ScrollButton() {
  const { t } = useI18n()
  const [direction, setDirection] = useState<'down' | 'up'>('down')
  const ref = useRef<HTMLButtonElement>(null)
  const bottom = useClearSpot(ref, HOME_PX)

  useEffect(() => {
    const update = () => {
      const { scrollY, innerHeight } = window
      const bottom = document.documentElement.scrollHeight
      if (scrollY <= EDGE_PX) setDirection('down')
      else if (scrollY + innerHeight >= bottom - EDGE_PX) setDirection('up')
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])

  const label = direction === 'down' ? t('Scroll to bottom') : t('Scroll to top')
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      onClick={() =>
        window.scrollTo({
          top: direction === 'down' ? document.documentElement.scrollHeight : 0,
          behavior: 'smooth',
        })
      }
      style={{ bottom: bottom ?? HOME_PX }}
      className={`fixed end-5 z-40 rounded-full bg-brand-600 p-3 text-white shadow-lg transition-[bottom] duration-150 hover:bg-brand-700 motion-reduce:transition-none ${
        bottom === null ? 'invisible' : ''
      }`}
    >
      {direction === 'down' ? <ArrowDown aria-hidden="true" /> : <ArrowUp aria-hidden="true" />}
    </button>
  )
}
