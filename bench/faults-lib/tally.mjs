// Outcomes and response times per kind of request, as the load and fault scripts print them.
export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/** Outcomes and times per kind of request; `measuring` off during a warm-up keeps its times out. */
export function createTally() {
  const kinds = new Map()
  const tally = {
    measuring: true,
    record(kind, result, ok) {
      let entry = kinds.get(kind)
      if (!entry) kinds.set(kind, (entry = { sent: 0, ok: 0, failed: 0, times: [], failures: new Map() }))
      entry.sent++
      if (ok) entry.ok++
      else {
        entry.failed++
        const why = result.error
          ? `${result.error}${result.reused ? ' on a reused keep-alive connection' : ''}`
          : `HTTP ${result.status}`
        entry.failures.set(why, (entry.failures.get(why) ?? 0) + 1)
      }
      if (tally.measuring && ok) entry.times.push(result.ms)
    },
    kinds,
    total: (field) => [...kinds.values()].reduce((sum, entry) => sum + entry[field], 0),
    /** One line per kind: requests, failures, p50 and p99 of the measured window. */
    print(indent = '  ') {
      const width = Math.max(...[...kinds.keys()].map((kind) => kind.length))
      for (const [kind, entry] of [...kinds.entries()].sort()) {
        const times = entry.times.sort((a, b) => a - b)
        const failures = [...entry.failures.entries()].map(([why, n]) => `${n}× ${why}`).join(', ')
        console.log(
          `${indent}${kind.padEnd(width)}  ${String(entry.sent).padStart(7)} sent  ${String(entry.failed).padStart(5)} failed` +
            `  p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms  p99 ${percentile(times, 0.99).toFixed(1).padStart(7)} ms` +
            (failures ? `  (${failures})` : ''),
        )
      }
    },
  }
  return tally
}
