import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../test/app.js'
import { createAttemptsRepository, type AttemptsRepository } from '../db/repositories/attempts.repository.js'
import { takeAttempt, type ThrottleRule } from './throttle.js'

let t: TestApp
let attempts: AttemptsRepository
beforeAll(async () => {
  t = await buildTestApp()
  attempts = createAttemptsRepository(t.app.db)
})
afterAll(async () => {
  await t.close()
})

const RULE: ThrottleRule = {
  kind: 'password',
  windowMinutes: 15,
  maxPerSubject: 3,
  maxPerIp: 100,
  message: 'Wait a little',
}

const counted = (subject: string) =>
  t.app.db.selectFrom('loginAttempts').select('id').where('subject', '=', subject).execute()

describe('takeAttempt', () => {
  it('lets the allowance through one by one, then refuses with Retry-After and keeps no row', async () => {
    for (let i = 0; i < RULE.maxPerSubject; i++) await takeAttempt(attempts, RULE, 'one-by-one', '10.0.0.1')
    await expect(takeAttempt(attempts, RULE, 'one-by-one', '10.0.0.1')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Wait a little',
      headers: { 'retry-after': expect.stringMatching(/^\d+$/) },
    })
    expect(await counted('one-by-one')).toHaveLength(RULE.maxPerSubject)
  })

  it('never lets more than the allowance through when attempts race', async () => {
    // Started together: every call's first query runs before any call's second one, which is what
    // lets check-then-record throttles through in a burst.
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => takeAttempt(attempts, RULE, 'racing', '10.0.0.2')),
    )
    const through = results.filter((result) => result.status === 'fulfilled')
    expect(through.length).toBeLessThanOrEqual(RULE.maxPerSubject)
    expect((await counted('racing')).length).toBe(through.length)
  })

  it('gives an attempt back when released, so a right answer costs nothing', async () => {
    for (let i = 0; i < RULE.maxPerSubject + 2; i++) {
      const attempt = await takeAttempt(attempts, RULE, 'released', '10.0.0.3')
      await attempt.release()
    }
    expect(await counted('released')).toEqual([])
  })
})
