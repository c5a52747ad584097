import type { FastifyInstance } from 'fastify'
import { expect, vi } from 'vitest'

let requests = 0

/**
 * Asks forgot-password for the address, as a visitor would, and returns the token of the link the
 * queued e-mail carries. The reset work runs once the answer has gone (docs/security.md#s9), so it waits for
 * it.
 */
export async function openResetLink(app: FastifyInstance, email: string): Promise<string> {
  const mailsTo = () =>
    app.db
      .selectFrom('mailQueue')
      .select('textBody')
      .where('toAddress', '=', email)
      .orderBy('createdAt')
      .execute()
  const before = (await mailsTo()).length
  // Each request from its own address, so the per-IP allowance never decides a test.
  const ip = `10.250.${Math.floor(requests / 250)}.${(requests++ % 250) + 1}`
  const asked = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  })
  expect(asked.statusCode).toBe(200)
  const mails = await vi.waitFor(
    async () => {
      const found = await mailsTo()
      expect(found).toHaveLength(before + 1)
      return found
    },
    { timeout: 5_000, interval: 20 },
  )
  const match = /\/reset-password\/([A-Za-z0-9_-]{43})\b/.exec(mails.at(-1)!.textBody)
  if (!match) throw new Error('no reset link in the e-mail')
  return match[1]!
}

/** Uses a reset link: 200 when it was still open, 400 when it had ended. */
export const useResetLink = (app: FastifyInstance, token: string, password: string) =>
  app.inject({ method: 'POST', url: `/api/v1/auth/reset-password/${token}`, payload: { password } })
