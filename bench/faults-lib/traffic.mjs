// The traffic of the load and fault scripts: visitors who each send their next request as soon as the
// last is answered, and a steady stream of requests beside them.
import { sleep } from './time.mjs'

/** `count` visitors calling `visit` one request after another while `until()` holds; settles when all stop. */
export const crowd = (count, until, visit) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      while (until()) await visit()
    }),
  )

/**
 * Fires `send` `perSecond` times a second (on a fixed schedule, so slow answers do not slow it) while
 * `until()` holds, and settles once every one sent is answered. When `cap` are still waiting, the next
 * is dropped rather than queued, and counted in `dropped`.
 */
export async function stream(perSecond, until, send, cap = Infinity) {
  const state = { dropped: 0, inFlight: 0, pending: new Set() }
  if (perSecond <= 0) return state
  const interval = 1000 / perSecond
  let next = performance.now()
  while (until()) {
    if (state.inFlight < cap) {
      state.inFlight++
      const sent = send().finally(() => {
        state.inFlight--
        state.pending.delete(sent)
      })
      state.pending.add(sent)
    } else {
      state.dropped++
    }
    next += interval
    await sleep(Math.max(0, next - performance.now()))
  }
  await Promise.all(state.pending)
  return state
}
