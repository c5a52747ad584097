import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** The spec scrolls to the top on every path change (back and forward included). */
export function ScrollToTopOnPathChange() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
