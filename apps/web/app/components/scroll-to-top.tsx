import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * The spec scrolls to the top on every path change (back and forward included). Not on the first
 * render: a visitor who scrolled before the page hydrated keeps their place.
 */
export function ScrollToTopOnPathChange() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
