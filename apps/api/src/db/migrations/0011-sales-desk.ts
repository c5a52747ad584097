import { sql, type Kysely } from 'kysely'

/**
 * The sales desk (decision record 021).
 *
 * - quotations gain the desk's `stage` (new for every row stored before, or completed → lost, so
 *   the spec's status and the stage agree from the start), `owner_id`, `follow_up_on` and
 *   `first_reply_at` (the first time staff answered: the dashboard's time to first reply) and
 *   `decided_at` (when it reached a closed stage: the month the win rate counts it in).
 * - quotation_events: the timeline (assignments, notes, stage and status changes, offers sent,
 *   opened, answered, expired), one row per thing that happened, deleted with its quotation.
 * - offers: each revision of a quotation's priced offer, its lines as JSON, its sums in minor units,
 *   the hash of the customer's link, the stored PDF and the customer's answer.
 * - offer_numbers: the last number given each year (`Q-2026-0042`), raised in the offer's
 *   transaction so two processes never give the same one.
 * - roles: the new right quotations.update is granted to each role that may change a quotation's
 *   status, the people who already handle quotes.
 */
interface RoleRows {
  roles: { id: string; permissions: string }
}

async function grantDeskRight(schemaDb: Kysely<unknown>): Promise<void> {
  const db = schemaDb as unknown as Kysely<RoleRows>
  const roles = await db.selectFrom('roles').select(['id', 'permissions']).execute()
  for (const role of roles) {
    const grid = JSON.parse(role.permissions) as Record<string, Record<string, boolean>>
    const quotations = grid.quotations ?? {}
    grid.quotations = { update: quotations.statusChange === true, ...quotations }
    await db
      .updateTable('roles')
      .set({ permissions: JSON.stringify(grid) })
      .where('id', '=', role.id)
      .execute()
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await grantDeskRight(db)
  await db.schema
    .alterTable('quotations')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('new'))
    .execute()
  await db.schema
    .alterTable('quotations')
    .addColumn('owner_id', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('quotations').addColumn('follow_up_on', 'text').execute()
  await db.schema.alterTable('quotations').addColumn('first_reply_at', 'text').execute()
  await db.schema.alterTable('quotations').addColumn('decided_at', 'text').execute()
  await sql`update quotations set stage = 'lost', decided_at = updated_at where status = 'completed'`.execute(
    db,
  )
  await db.schema
    .createIndex('quotations_owner_idx')
    .on('quotations')
    .columns(['owner_id', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('quotations_stage_idx')
    .on('quotations')
    .columns(['stage', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('quotations_follow_up_idx')
    .on('quotations')
    .columns(['follow_up_on', 'id'])
    .execute()

  await db.schema
    .createTable('quotation_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quotation_id', 'text', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The admin's name as it was, kept when the admin is deleted; null for the site or the customer.
    .addColumn('actor_id', 'text')
    .addColumn('actor', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    // A note's text; null for every other kind.
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('quotation_events_quotation_idx')
    .on('quotation_events')
    .columns(['quotation_id', 'created_at', 'id'])
    .execute()

  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quotation_id', 'text', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('subtotal_minor', 'text', (c) => c.notNull())
    .addColumn('tax_name', 'text')
    .addColumn('tax_points', 'integer')
    .addColumn('tax_minor', 'text', (c) => c.notNull())
    .addColumn('total_minor', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('payment_terms', 'text', (c) => c.notNull())
    .addColumn('delivery_terms', 'text', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // sha256 of the customer's link token, hex; null until sent. Unique: one link, one revision.
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('pdf_path', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('opened_at', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('answer_name', 'text')
    .addColumn('answer_po_number', 'text')
    .addColumn('answer_reason', 'text')
    .addColumn('answer_ip', 'text')
    .addColumn('answer_by_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('offers_quotation_idx')
    .on('offers')
    .columns(['quotation_id', 'revision'])
    .unique()
    .execute()
  await db.schema
    .createIndex('offers_status_valid_idx')
    .on('offers')
    .columns(['status', 'valid_until'])
    .execute()
  await db.schema.createIndex('offers_created_idx').on('offers').columns(['created_at', 'id']).execute()

  await db.schema
    .createTable('offer_numbers')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offer_numbers').execute()
  await db.schema.dropTable('offers').execute()
  await db.schema.dropTable('quotation_events').execute()
  for (const index of ['quotations_follow_up_idx', 'quotations_stage_idx', 'quotations_owner_idx']) {
    await db.schema.dropIndex(index).execute()
  }
  for (const column of ['decided_at', 'first_reply_at', 'follow_up_on', 'owner_id', 'stage']) {
    await db.schema.alterTable('quotations').dropColumn(column).execute()
  }
}
