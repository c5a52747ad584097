import { noPermissions, type AuditEntry } from '@gwp/contracts'
import { describe, expect, it } from 'vitest'

import { describeChange } from './describe-change'

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  _id: '01900000-0000-7000-8000-000000000001',
  action: 'admin.role',
  actor: 'boss',
  targetType: 'admin',
  targetId: '01900000-0000-7000-8000-000000000002',
  targetName: 'sana',
  before: null,
  after: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...fields,
})

describe('describeChange', () => {
  it('says what a role or state change did', () => {
    expect(describeChange(entry({ before: { role: 'Member' }, after: { role: 'Blog Writer' } }))).toBe(
      'changed the role of sana from Member to Blog Writer',
    )
    expect(describeChange(entry({ action: 'admin.status', after: { isActive: false } }))).toBe(
      'disabled sana',
    )
    const grid = noPermissions()
    grid.product.create = true
    expect(
      describeChange(
        entry({
          action: 'role.create',
          targetType: 'role',
          targetName: 'Packer',
          after: { role: 'Packer', permissions: grid },
        }),
      ),
    ).toBe('created role Packer with Products create')
  })

  it('names who added an account, and as what', () => {
    expect(describeChange(entry({ action: 'admin.create', after: { role: 'Member' } }))).toBe(
      'added admin sana as Member',
    )
  })

  it('lists the profile fields an admin changed on their own account, never their values', () => {
    const own = { actor: 'sana', action: 'admin.profile' as const }
    expect(describeChange(entry({ ...own, after: { fields: ['contactNumber', 'address'] } }))).toBe(
      'changed their contact number and address',
    )
    expect(describeChange(entry({ ...own, after: { fields: ['address'] } }))).toBe('changed their address')
    expect(describeChange(entry({ ...own, after: null }))).toBe('changed their profile')
  })

  it('shows an e-mail change with both addresses masked, as the entry keeps them', () => {
    expect(
      describeChange(
        entry({
          actor: 'sana',
          action: 'admin.email',
          before: { email: 'sa***@ex***.com' },
          after: { email: 'ne***@ot***.com' },
        }),
      ),
    ).toBe('changed their e-mail from sa***@ex***.com to ne***@ot***.com')
  })

  it('tells a password change from a reset through an e-mailed link', () => {
    expect(describeChange(entry({ actor: 'sana', action: 'admin.password' }))).toBe('changed their password')
    expect(describeChange(entry({ actor: 'sana', action: 'admin.password-reset' }))).toBe(
      'reset their password with an e-mailed link',
    )
  })

  it("names the account when the entry is about someone else's", () => {
    expect(describeChange(entry({ action: 'admin.password' }))).toBe('changed the password of sana')
    expect(describeChange(entry({ action: 'admin.profile', after: { fields: ['contactNumber'] } }))).toBe(
      'changed the contact number of sana',
    )
  })
})
