import { minutesAgo } from '../lib/time.js'
import { tooManyRequests } from '../lib/errors.js'
import type { AttemptKind, AttemptsRepository } from '../db/repositories/attempts.repository.js'

export interface ThrottleRule {
  kind: AttemptKind
  windowMinutes: number
  maxPerSubject: number
  maxPerIp: number
  /** A lower allowance for one subject from one IP (sign-in: the owner elsewhere still gets in). */
  maxPerSubjectFromIp?: number
  message: string
}

/**
 * The subject's and the IP's counts in the window, the caller's own just-recorded attempt among
 * them; a 429 with Retry-After when either is past its allowance.
 */
async function refuseWhenOver(
  attempts: AttemptsRepository,
  rule: ThrottleRule,
  subject: string,
  ip: string,
): Promise<void> {
  const since = minutesAgo(rule.windowMinutes)
  const perPair = rule.maxPerSubjectFromIp
  const [bySubject, byIp, byPair] = await Promise.all([
    attempts.countSince(rule.kind, 'subject', subject, since),
    attempts.countSince(rule.kind, 'ip', ip, since),
    perPair === undefined ? null : attempts.countSinceFromIp(rule.kind, subject, ip, since),
  ])
  const over = [
    bySubject.count > rule.maxPerSubject ? bySubject.oldest : null,
    byIp.count > rule.maxPerIp ? byIp.oldest : null,
    byPair && perPair !== undefined && byPair.count > perPair ? byPair.oldest : null,
  ].filter((oldest): oldest is string => oldest !== null)
  if (over.length === 0) return
  // The window frees up when the oldest counted attempt leaves it.
  const freesAt = Math.max(...over.map((oldest) => Date.parse(oldest) + rule.windowMinutes * 60_000))
  throw tooManyRequests(rule.message, (freesAt - Date.now()) / 1000)
}

/** A counted attempt, taken back when it turns out not to count (the password was right). */
export interface CountedAttempt {
  release(): Promise<void>
}

/**
 * Refuses with 429 and Retry-After once a subject or an IP has used up its attempts in the window.
 * The attempt is recorded FIRST and the window counted after, so of several racing requests the last
 * to record sees every earlier one and no interleaving lets more than the allowance through (checking
 * first would let every racer see the same free slot; ip-rate-limit.ts does the same for the
 * visitor forms). A refused attempt takes its row back, so hammering does not push the window out.
 */
export async function takeAttempt(
  attempts: AttemptsRepository,
  rule: ThrottleRule,
  subject: string,
  ip: string,
): Promise<CountedAttempt> {
  const id = await attempts.record(rule.kind, subject, ip)
  try {
    await refuseWhenOver(attempts, rule, subject, ip)
  } catch (err) {
    await attempts.delete(id)
    throw err
  }
  return { release: () => attempts.delete(id) }
}
