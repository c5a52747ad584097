import { createElement, useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react'

type Load<P> = () => Promise<ComponentType<P>>

/** Components whose code has arrived, by the function that fetches it: later uses show at once. */
const arrived = new WeakMap<object, unknown>()
/** Fetches under way; a failed one is forgotten, so the next use fetches anew. */
const fetching = new WeakMap<object, Promise<unknown>>()

function fetchOnce<P>(load: Load<P>): Promise<ComponentType<P>> {
  let pending = fetching.get(load) as Promise<ComponentType<P>> | undefined
  if (!pending) {
    pending = load().then(
      (component) => {
        arrived.set(load, component)
        return component
      },
      (error: unknown) => {
        fetching.delete(load)
        throw error
      },
    )
    fetching.set(load, pending)
  }
  return pending
}

/**
 * A component whose code is fetched the first time it is wanted (a section opened, a dialog asked
 * for: `props` given) and kept from then on, rendered with `props`; null until it has arrived or
 * while `props` is null. `onFailure` hears a fetch that failed; wanting it again fetches again.
 *
 * Not React.lazy with Suspense: once a Suspense fallback has shown, React holds the content back
 * for 300 ms so it does not flicker, which made a section's first open and a dialog's first
 * opening take about 390 ms instead of the fetch's few tens on this machine.
 */
export function useFetchedComponent<P extends object>(
  load: Load<P>,
  props: P | null,
  onFailure: (error: unknown) => void,
): ReactElement | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(
    () => (arrived.get(load) as ComponentType<P> | undefined) ?? null,
  )
  const failed = useRef(onFailure)
  useEffect(() => {
    failed.current = onFailure
  })
  const wanted = props !== null
  useEffect(() => {
    if (!wanted || component) return
    let current = true
    fetchOnce(load).then(
      (fetched) => current && setComponent(() => fetched),
      (error: unknown) => current && failed.current(error),
    )
    return () => {
      current = false
    }
  }, [load, wanted, component])
  return component && props ? createElement(component, props) : null
}
