const HIDDEN = '***'

/** The first two characters of a part, or one when the part is that short, then the mark. */
const hint = (part: string) => part.slice(0, part.length > 2 ? 2 : 1) + HIDDEN

/**
 * An address shown where it must be recognisable to its owner but useless to anyone else: the start
 * of the local part and of the domain, and the top-level domain (`jane@example.com` → `ja***@ex***.com`).
 * Used in the e-mail that tells the old address of an account about a change, and in the history.
 */
export function maskEmail(email: string): string {
  const address = email.trim()
  const at = address.lastIndexOf('@')
  if (at < 0) return hint(address)
  const domain = address.slice(at + 1)
  const dot = domain.lastIndexOf('.')
  const maskedDomain = dot > 0 ? hint(domain.slice(0, dot)) + domain.slice(dot) : hint(domain)
  return `${hint(address.slice(0, at))}@${maskedDomain}`
}
