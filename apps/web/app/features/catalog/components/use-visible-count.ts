import { useCallback, useSyncExternalStore } from 'react'

/**
 * How many items a carousel shows: `base`, or the `count` of the narrowest breakpoint whose
 * `maxWidth` the viewport does not exceed (`max-width` media queries, so 768 means "768 px or narrower").
 */
export interface PerViewRule {
  base: number
  breakpoints: readonly { maxWidth: number; count: number }[]
}

/** Breakpoints narrowest first: the first that matches wins. */
export function sortedBreakpoints(rule: PerViewRule) {
  return [...rule.breakpoints].sort((a, b) => a.maxWidth - b.maxWidth)
}

const mediaQuery = (maxWidth: number) => `(max-width: ${maxWidth}px)`

/** The visible count for the current viewport; `base` on the server (CSS lays out the first paint). */
export function useVisibleCount(rule: PerViewRule): number {
  // One string names the rule, so the callbacks stay stable across renders with equal rules.
  const key = JSON.stringify([rule.base, sortedBreakpoints(rule)])

  const subscribe = useCallback(
    (onChange: () => void) => {
      const [, breakpoints] = JSON.parse(key) as [number, PerViewRule['breakpoints']]
      const lists = breakpoints.map((point) => window.matchMedia(mediaQuery(point.maxWidth)))
      for (const list of lists) list.addEventListener('change', onChange)
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange)
      }
    },
    [key],
  )
  const getSnapshot = useCallback(() => {
    const [base, breakpoints] = JSON.parse(key) as [number, PerViewRule['breakpoints']]
    const match = breakpoints.find((point) => window.matchMedia(mediaQuery(point.maxWidth)).matches)
    return match ? match.count : base
  }, [key])
  const getServerSnapshot = useCallback(() => (JSON.parse(key) as [number])[0], [key])

  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}

/**
 * The same rule as CSS, so the server-rendered page lays items out at the right width before any
 * script runs: a custom property per breakpoint on the elements marked `data-carousel="{id}"`.
 */
export function perViewCss(id: string, rule: PerViewRule): string {
  const selector = `[data-carousel="${id}"]`
  const widestFirst = sortedBreakpoints(rule).reverse()
  return [
    `${selector}{--carousel-per-view:${rule.base}}`,
    ...widestFirst.map(
      (point) => `@media ${mediaQuery(point.maxWidth)}{${selector}{--carousel-per-view:${point.count}}}`,
    ),
  ].join('')
}

/** A stable name for a rule, usable in an attribute selector: `4_1024-3_768-1`. */
export function perViewId(rule: PerViewRule): string {
  return [rule.base, ...sortedBreakpoints(rule).map((point) => `${point.maxWidth}-${point.count}`)].join('_')
}
