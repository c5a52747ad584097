import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { createCustomersRepository, type CustomersRepository } from './customers.repository.js'

let t: TestApp
let customers: CustomersRepository
beforeEach(async () => {
  t = await buildTestApp()
  customers = createCustomersRepository(t.app.db)
})
afterEach(async () => {
  await t.close()
})

const rows = () =>
  t.app.db.selectFrom('potentialCustomers').select(['email', 'emailKey', 'source', 'visitCount']).execute()

describe('customers.recordEngagement (docs/requirements/enquiries.md#potential-customers)', () => {
  it('creates one row on the first request, with the address as typed and that source', async () => {
    await customers.recordEngagement({
      email: ' Sana.Khan@Example.com ',
      source: 'catalog',
      at: '2025-05-01T08:00:00.000Z',
    })
    expect(await customers.findByEmail('sana.khan@example.com')).toEqual({
      _id: expect.any(String),
      email: 'Sana.Khan@Example.com',
      source: 'catalog',
      visitCount: 1,
      createdAt: '2025-05-01T08:00:00.000Z',
      engagedAt: '2025-05-01T08:00:00.000Z',
    })
  })

  it('raises the count and moves engagedAt on a later request, whatever its case or source', async () => {
    await customers.recordEngagement({
      email: 'sana@example.com',
      source: 'quotation',
      at: '2025-05-01T08:00:00.000Z',
    })
    await customers.recordEngagement({
      email: 'SANA@example.com',
      source: 'catalog',
      at: '2025-05-03T09:30:00.000Z',
    })
    await customers.recordEngagement({
      email: 'Sana@Example.com',
      source: 'quotation',
      at: '2025-05-04T10:00:00.000Z',
    })
    expect(await rows()).toEqual([
      { email: 'sana@example.com', emailKey: 'sana@example.com', source: 'quotation', visitCount: 3 },
    ])
    expect(await customers.findByEmail('sana@EXAMPLE.com')).toMatchObject({
      createdAt: '2025-05-01T08:00:00.000Z',
      engagedAt: '2025-05-04T10:00:00.000Z',
    })
  })

  it('keeps one row per address when requests race', async () => {
    const at = new Date().toISOString()
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        customers.recordEngagement({
          email: i % 2 ? 'race@example.com' : 'RACE@example.com',
          source: 'catalog',
          at,
        }),
      ),
    )
    expect(await rows()).toEqual([
      {
        email: expect.stringMatching(/^race@example\.com$/i),
        emailKey: 'race@example.com',
        source: 'catalog',
        visitCount: 8,
      },
    ])
  })

  it('keeps different addresses apart', async () => {
    const at = new Date().toISOString()
    await customers.recordEngagement({ email: 'one@example.com', source: 'catalog', at })
    await customers.recordEngagement({ email: 'two@example.com', source: 'quotation', at })
    expect((await rows()).map((row) => row.emailKey).sort()).toEqual(['one@example.com', 'two@example.com'])
    expect(await customers.findByEmail('three@example.com')).toBeNull()
  })
})
