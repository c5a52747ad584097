import { hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false)
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
