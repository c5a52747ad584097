// Waiting, and durations as the scripts print them.
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** Waits until `check()` is true (polling every `everyMs`), at most `ms`; returns whether it became true. */
export async function waitFor(check, ms, everyMs = 250) {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await sleep(everyMs)
  }
}
