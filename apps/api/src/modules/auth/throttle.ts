import { minutesAgo } from '../../lib/time.js'
import { tooManyRequests } from '../../lib/errors.js'
import type { AttemptKind, AttemptsRepository } from './attempts.repository.js'

export interface ThrottleRule {
  kind: AttemptKind
  windowMinutes: number
  maxPerSubject: number
  maxPerIp: number
  message: string
}

/** Refuses with 429 and Retry-After once a subject or an IP has used up its attempts in the window. */
export async function assertNotThrottled(
  attempts: AttemptsRepository,
  rule: ThrottleRule,
  subject: string,
  ip: string,
): Promise<void> {
  const since = minutesAgo(rule.windowMinutes)
  const [bySubject, byIp] = await Promise.all([
    attempts.countSince(rule.kind, 'subject', subject, since),
    attempts.countSince(rule.kind, 'ip', ip, since),
  ])
  const over = [
    bySubject.count >= rule.maxPerSubject ? bySubject.oldest : null,
    byIp.count >= rule.maxPerIp ? byIp.oldest : null,
  ].filter((oldest): oldest is string => oldest !== null)
  if (over.length === 0) return
  // The window frees up when the oldest counted attempt leaves it.
  const freesAt = Math.max(...over.map((oldest) => Date.parse(oldest) + rule.windowMinutes * 60_000))
  throw tooManyRequests(rule.message, (freesAt - Date.now()) / 1000)
}
