import { CONTENT_SCOPES, type ContentVersions } from '../db/content-versions.js'
import type { CacheDependency } from './response-cache.js'

/** The calendar day in a time zone, `YYYY-MM-DD`, worked out at most once a second. */
export function createDayClock(timeZone: string, now: () => number = Date.now): () => string {
  // en-CA formats as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  let second = -1
  let day = ''
  return () => {
    const current = Math.floor(now() / 1000)
    if (current !== second) {
      second = current
      day = format.format(current * 1000)
    }
    return day
  }
}

/**
 * The validity of an answer made now: the versions of what it depends on. A page depends on every
 * area, and on the day in EVENTS_TZ, because an exhibition moves from upcoming to current to past at
 * midnight there without any write.
 */
export function validityOf(dependsOn: CacheDependency, versions: ContentVersions, day: string): string {
  if (dependsOn !== 'pages') return String(versions[dependsOn])
  return `${CONTENT_SCOPES.map((scope) => versions[scope]).join('.')}@${day}`
}
