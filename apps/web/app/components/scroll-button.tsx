import { ArrowDown, ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'

const EDGE_PX = 10

/**
 * The floating button: at the top of the page it takes you to the bottom, within 10 px of the bottom
 * it takes you back up; in between it keeps the direction it last had.
 */
export function ScrollButton() {
  const [direction, setDirection] = useState<'down' | 'up'>('down')

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

  const label = direction === 'down' ? 'Scroll to bottom' : 'Scroll to top'
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() =>
        window.scrollTo({
          top: direction === 'down' ? document.documentElement.scrollHeight : 0,
          behavior: 'smooth',
        })
      }
      className="fixed right-5 bottom-5 z-40 rounded-full bg-brand-600 p-3 text-white shadow-lg hover:bg-brand-700"
    >
      {direction === 'down' ? <ArrowDown aria-hidden="true" /> : <ArrowUp aria-hidden="true" />}
    </button>
  )
}
