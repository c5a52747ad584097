import type { CachedResponse } from './response-cache.js'

/**
 * An answer under way that other requests for the same key and validity wait for instead of making
 * their own: after a write every kept answer is made again, and a busy one is then made once, not
 * once per visitor who arrived meanwhile. Settled with the entry kept, or with null when nothing was
 * kept (a failure, an answer not to keep, a client gone), when each waiter makes its own.
 */
export interface Flight {
  done: Promise<CachedResponse | null>
  /** Settling twice keeps the first value. */
  settle(entry: CachedResponse | null): void
}

function startFlight(): Flight {
  let settle!: Flight['settle']
  const done = new Promise<CachedResponse | null>((resolve) => (settle = resolve))
  return { done, settle }
}

/** The flights under way, by validity and key; a flight leaves the map once settled. */
export function createFlights() {
  const underWay = new Map<string, Flight>()
  return {
    /** The flight under way for this key to wait for, or a new one the caller leads and must settle. */
    join(validity: string, key: string): { leader: Flight } | { waitFor: Flight } {
      const id = `${validity}\n${key}`
      const existing = underWay.get(id)
      if (existing) return { waitFor: existing }
      const flight = startFlight()
      underWay.set(id, flight)
      void flight.done.then(() => {
        if (underWay.get(id) === flight) underWay.delete(id)
      })
      return { leader: flight }
    },
  }
}
