import type { AttemptKind, AttemptsRepository } from '../db/repositories/attempts.repository.js'
import { tooManyRequests } from '../lib/errors.js'
import { minutesAgo } from '../lib/time.js'

export const WINDOW_MINUTES = 60

export interface HourlyIpLimit {
  kind: AttemptKind
  perHour: number
  /** The 429's message. */
  message: string
}

/** One request's place in its IP's allowance; given back when the request turns out not to count. */
export interface Allowance {
  release(): Promise<void>
}

/**
 * Per-IP hourly limit of the visitor forms (docs/security.md#s21), counted in the database so every server
 * process sharing it enforces one allowance. The attempt is recorded FIRST and the window counted
 * after: whichever of several racing requests records last sees every earlier one, so no interleaving
 * lets more than `perHour` through (checking before recording would let each racer see the same free
 * slot). A refused request takes its row back, so hammering does not push the window further out and
 * Retry-After stays true: it is when the oldest counted request leaves the window.
 */
export async function takeAllowance(
  attempts: AttemptsRepository,
  limit: HourlyIpLimit,
  ip: string,
): Promise<Allowance> {
  const id = await attempts.record(limit.kind, ip, ip)
  const { count, oldest } = await attempts.countSince(limit.kind, 'ip', ip, minutesAgo(WINDOW_MINUTES))
  if (count > limit.perHour) {
    await attempts.delete(id)
    const freesAt = Date.parse(oldest ?? new Date().toISOString()) + WINDOW_MINUTES * 60_000
    throw tooManyRequests(limit.message, (freesAt - Date.now()) / 1000)
  }
  return { release: () => attempts.delete(id) }
}
