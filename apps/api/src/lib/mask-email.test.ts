import { describe, expect, it } from 'vitest'

import { maskEmail } from './mask-email.js'

describe('maskEmail', () => {
  it.each([
    ['jane@example.com', 'ja***@ex***.com'],
    ['Jane.Doe@Example.COM', 'Ja***@Ex***.COM'],
    ['  sana@gwp.pk ', 'sa***@gw***.pk'],
    ['ab@cd.com', 'a***@c***.com'],
    ['j@x.com', 'j***@x***.com'],
    ['ops@mail.example.co.uk', 'op***@ma***.uk'],
    ['name+tag@example.com', 'na***@ex***.com'],
    ['root@localhost', 'ro***@lo***'],
  ])('shows %j as %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked)
  })

  it('never shows more than two characters of the local part or the domain name', () => {
    const masked = maskEmail('averylongmailbox@averylongdomain.com')
    expect(masked).toBe('av***@av***.com')
    expect(masked).not.toContain('mailbox')
    expect(masked).not.toContain('domain')
  })
})
