import { emailSearchKey, QuotationListQuerySchema, quotationPageOf } from '@gwp/contracts'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as quotationSearch from '../../db/migrations/0012-quotation-search.js'
import { buildTestApp, type TestApp } from '../../test/app.js'
import { signedInAdmin, type TestAdmin } from '../../test/factories.js'
import { insertQuotations, quotationTime } from '../../test/quotations.js'
import { createQuotationDeskService } from './quotation-desk.service.js'
import { createQuotationsRepository, type QuotationsRepository } from './quotations.repository.js'

/**
 * The Quotes table's search on more quotations than PostgreSQL reads as a set of matches before it
 * pages them (2,000, quotations.repository.ts): every page must be the one the plain definition
 * gives, whichever way it was read (few matches sorted, many walked in order, and without the
 * trigram index of migration 0012).
 */
const URL = '/api/v1/quotation'
const ROWS = 2300
const PHONES = ['03001234567', '0501234567', '+441632960961']

let t: TestApp
let admin: TestAdmin
/** The quotations as stored, oldest first. */
const stored: Array<{ email: string; status: 'pending' | 'completed'; minute: number }> = []

/** Old quotations only: a search for them finds nothing among the newest two thousand. */
function emailOf(i: number): string {
  if (i < 36 && i % 3 === 0) return `Needle${i / 3}@Old.Example`
  if (i === 50) return 'sales%team@old.example'
  if (i === 51) return 'salesxteam@old.example'
  if (i === 60) return 'first_last@old.example'
  if (i === 61) return 'firstxlast@old.example'
  return `buyer${i}@company${i % 7}.com`
}

beforeAll(async () => {
  t = await buildTestApp()
  admin = await signedInAdmin(t.app, 'Member')
  for (let i = 0; i < ROWS; i++) {
    stored.push({ email: emailOf(i), status: i % 5 === 0 ? 'pending' : 'completed', minute: i })
  }
  await insertQuotations(
    t.app,
    stored.map((row, i) => ({
      email: row.email,
      status: row.status,
      phoneNumber: PHONES[i % PHONES.length]!,
      fullName: `Visitor ${i}`,
      createdAt: quotationTime(row.minute),
    })),
  )
  if (t.app.dialect === 'postgres') await sql`analyze quotations`.execute(t.app.db)
})

afterAll(async () => {
  await t.close()
})

/** The e-mail addresses of the page the definition gives: the text anywhere in the address, any case. */
function expected(q: string, sort: 'newest' | 'oldest-pending', status: 'all' | 'completed', page: number) {
  const text = emailSearchKey(q)
  const found = stored.filter(
    (row) => emailSearchKey(row.email).includes(text) && (status === 'all' || row.status === status),
  )
  const newest = (list: typeof found) => [...list].sort((a, b) => b.minute - a.minute)
  const ordered =
    sort === 'newest'
      ? newest(found)
      : [
          ...found.filter((row) => row.status === 'pending').sort((a, b) => a.minute - b.minute),
          ...newest(found.filter((row) => row.status === 'completed')),
        ]
  return { total: found.length, emails: ordered.slice((page - 1) * 10, page * 10).map((row) => row.email) }
}

describe('the Quotes search on many quotations', () => {
  const searches = [
    'needle',
    'NEEDLE1',
    '%',
    's%t',
    '_',
    't_l',
    'old.example',
    'company3',
    'buyer13',
    'nobody',
    // More matches than PostgreSQL reads as a set: 'company' with any status (not the completed ones).
    'company',
    'buyer1',
  ]

  it.each(searches)('pages %j as the definition does, in both orders, with the status filter', async (q) => {
    for (const sort of ['newest', 'oldest-pending'] as const) {
      for (const status of ['all', 'completed'] as const) {
        for (const page of [1, 2, 3]) {
          const query = `?q=${encodeURIComponent(q)}&sort=${sort}&status=${status}&page=${page}&limit=10`
          const response = await t.app.inject({ url: `${URL}${query}`, headers: admin.headers })
          expect(response.statusCode, response.body).toBe(200)
          const body = response.json()
          const want = expected(q, sort, status, page)
          expect({
            query,
            total: body.pagination.total,
            emails: body.data.map((row: { email: string }) => row.email),
          }).toEqual({
            query,
            ...want,
          })
        }
      }
    }
  })

  it('matches % and _ literally, also among old quotations', () => {
    expect(expected('s%t', 'newest', 'all', 1).emails).toEqual(['sales%team@old.example'])
    expect(expected('t_l', 'newest', 'all', 1).emails).toEqual(['first_last@old.example'])
  })
})

describe('the first page of a list read in two runs', () => {
  /** The repository, counting the calls of `count`. */
  function countingRepository(): { repository: QuotationsRepository; counts: () => number } {
    const repository = createQuotationsRepository(t.app.db)
    let counts = 0
    return {
      repository: {
        ...repository,
        count: (filters) => {
          counts++
          return repository.count(filters)
        },
      },
      counts: () => counts,
    }
  }
  const viewer = { viewerId: null, today: '2026-01-05' }
  const pageOf = (query: Record<string, string>) =>
    quotationPageOf(QuotationListQuerySchema.parse({ limit: '10', ...query }))!

  it('counts the whole list once, and no run, when the page starts at the first run', async () => {
    const { repository, counts } = countingRepository()
    const desk = createQuotationDeskService(repository)
    const first = await desk.listPage(pageOf({ sort: 'oldest-pending', q: 'company3' }), viewer)
    expect(first.data.map((row) => row.email)).toEqual(
      expected('company3', 'oldest-pending', 'all', 1).emails,
    )
    expect(counts()).toBe(1)
    // Pending quotations fewer than a page: the page goes on into the completed ones uncounted.
    const mixed = await desk.listPage(pageOf({ sort: 'oldest-pending', q: 'needle1' }), viewer)
    expect(mixed.data.map((row) => row.email)).toEqual(expected('needle1', 'oldest-pending', 'all', 1).emails)
    expect(counts()).toBe(2)
  })

  it('counts the first run when the page starts further on, to know where it ends', async () => {
    const { repository, counts } = countingRepository()
    const desk = createQuotationDeskService(repository)
    const third = await desk.listPage(pageOf({ sort: 'oldest-pending', q: 'needle', page: '2' }), viewer)
    expect(third.data.map((row) => row.email)).toEqual(expected('needle', 'oldest-pending', 'all', 2).emails)
    expect(counts()).toBe(2)
  })
})

describe.runIf(process.env.TEST_DB === 'postgres')('the trigram index (migration 0012, PostgreSQL)', () => {
  it('exists on the e-mail key', async () => {
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
      where schemaname = current_schema() and indexname = 'quotations_email_trgm_idx'`.execute(t.app.db)
    expect(rows[0]?.indexdef).toMatch(/USING gin \(email_key (\S+\.)?gin_trgm_ops\)/)
  })

  it('serves a search that finds few quotations', async () => {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select count(*) from quotations
      where email_key like ${'%needle1%'} escape '\\'`.execute(t.app.db)
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('quotations_email_trgm_idx')
  })
})

describe('the search where the database refused pg_trgm (no trigram index)', () => {
  it('finds the same pages, read as before migration 0012', async () => {
    const db = t.app.db as unknown as Kysely<unknown>
    await quotationSearch.down(db)
    try {
      const desk = createQuotationDeskService(createQuotationsRepository(t.app.db))
      const viewer = { viewerId: null, today: '2026-01-05' }
      for (const q of ['needle', 's%t', 'company3']) {
        for (const sort of ['newest', 'oldest-pending'] as const) {
          const query = { q, sort, page: '2', limit: '10' }
          const page = await desk.listPage(quotationPageOf(QuotationListQuerySchema.parse(query))!, viewer)
          const want = expected(q, sort, 'all', 2)
          expect({ query, total: page.pagination.total, emails: page.data.map((row) => row.email) }).toEqual({
            query,
            ...want,
          })
        }
      }
    } finally {
      await quotationSearch.up(db)
    }
  })
})
