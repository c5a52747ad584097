import { DEFAULT_LANGUAGE, type Language, type PotentialCustomer } from '@gwp/contracts'
import { sql, type Kysely, type Selectable } from 'kysely'

import type { Database, PotentialCustomersTable } from '../database.js'
import { newId } from '../../lib/ids.js'

/**
 * What brought a visitor in first (docs/requirements/enquiries.md#fields): a quotation or a catalogue
 * request.
 */
export type CustomerSource = 'quotation' | 'catalog'

export interface Engagement {
  email: string
  source: CustomerSource
  /** The language the visitor used for this request; English when not said. */
  language?: Language
  at: string
}

/**
 * The key two spellings of one address share (docs/requirements/enquiries.md#potential-customers: compared
 * case-insensitively).
 */
export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/** A stored row as the API answers it; the dashboard's recent list reads the same shape. */
export function toCustomer(
  row: Omit<Selectable<PotentialCustomersTable>, 'emailKey' | 'language'>,
): PotentialCustomer {
  return {
    _id: row.id,
    email: row.email,
    source: row.source,
    visitCount: Number(row.visitCount),
    createdAt: row.createdAt,
    engagedAt: row.engagedAt,
  }
}

export function createCustomersRepository(db: Kysely<Database>) {
  return {
    /**
     * The potential-customer rule (docs/requirements/enquiries.md#potential-customers) in one statement: the
     * first request with an address creates its row (visit 1, the address as typed, this source); every later
     * one raises the count and moves engaged_at. The unique email_key makes it atomic, so two requests racing
     * on one address still leave one row. The language follows the latest request (the source stays the
     * first): it is the one the visitor reads now, and the next e-mail to them is written in it.
     */
    async recordEngagement(
      { email, source, language = DEFAULT_LANGUAGE, at }: Engagement,
      trx: Kysely<Database> = db,
    ): Promise<void> {
      await trx
        .insertInto('potentialCustomers')
        .values({
          id: newId(),
          email: email.trim(),
          emailKey: emailKey(email),
          source,
          language,
          visitCount: 1,
          createdAt: at,
          engagedAt: at,
        })
        .onConflict((oc) =>
          oc.column('emailKey').doUpdateSet({
            visitCount: sql`potential_customers.visit_count + 1`,
            engagedAt: (eb) => eb.ref('excluded.engagedAt'),
            language: (eb) => eb.ref('excluded.language'),
          }),
        )
        .execute()
    },

    async findByEmail(email: string, trx: Kysely<Database> = db): Promise<PotentialCustomer | null> {
      const row = await trx
        .selectFrom('potentialCustomers')
        .select(['id', 'email', 'source', 'visitCount', 'createdAt', 'engagedAt'])
        .where('emailKey', '=', emailKey(email))
        .executeTakeFirst()
      return row ? toCustomer(row) : null
    },
  }
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>
