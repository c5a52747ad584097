import { hash, verify } from '@node-rs/argon2'

import { newToken } from './tokens.js'

// argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false)
}

/**
 * A password the server makes up and prints once (the first superAdmin, the demo admins): 24 characters
 * from 18 random bytes, then a suffix that meets the Add Admin and reset-password rules (an upper-case
 * letter, a lower-case letter, a digit, a special character), so it can be typed back into any form.
 */
export function generatedPassword(): string {
  return `${newToken().slice(0, 24)}Aa1!`
}

let dummyHash: Promise<string> | undefined
/**
 * A hash to verify against when the username is unknown, so an unknown user costs the same time
 * as a wrong password and the two cannot be told apart by timing.
 */
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-Only-for-timing-1!')
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false)
}
