import { emailSearchKey, regionOfPhone } from '@gwp/contracts'
import type { Insertable, Transaction } from 'kysely'

import { newId } from '../../lib/ids.js'
import { createAdmin } from '../bootstrap.js'
import type { Database } from '../database.js'
import {
  CATALOG_REQUESTS,
  DEMO_ADMINS,
  type DemoAdminKey,
  EDITOR_ROLE,
  editorPermissions,
  HEADING,
  QUOTATIONS,
} from './content/site.js'
import type { Rows } from './build-rows.js'
import { DAY_MS } from './dates.js'
import type { SeedOptions, SeedResult, Sections } from './seed-options.js'

/**
 * Writes the demo rows in the caller's transaction: the Editor role and demo admins when missing,
 * then every empty section, with the enquiries (quotations, customers) that refer to them.
 */
export async function insertRows(
  trx: Transaction<Database>,
  rows: Rows,
  sections: Sections,
  options: SeedOptions,
  counts: SeedResult['counts'],
  createdAdmins: DemoAdminKey[],
): Promise<void> {
  const nowIso = (options.now ?? new Date()).toISOString()

  const editorRole = await trx
    .selectFrom('roles')
    .select('id')
    .where('nameKey', '=', EDITOR_ROLE.toLowerCase())
    .executeTakeFirst()
  if (!editorRole) {
    await trx
      .insertInto('roles')
      .values({
        id: newId(),
        name: EDITOR_ROLE,
        nameKey: EDITOR_ROLE.toLowerCase(),
        permissions: JSON.stringify(editorPermissions()),
        isBuiltIn: 0,
        createdAt: nowIso,
        updatedAt: nowIso,
      })
      .execute()
  }

  const adminIds: Record<DemoAdminKey, string> = { member: '', editor: '' }
  for (const key of ['member', 'editor'] as const) {
    const admin = DEMO_ADMINS[key]
    const existing = await trx
      .selectFrom('admins')
      .select('id')
      .where((eb) =>
        eb.or([eb('username', '=', admin.username), eb('emailKey', '=', admin.email.toLowerCase())]),
      )
      .executeTakeFirst()
    if (existing) {
      adminIds[key] = existing.id
      continue
    }
    const id = await createAdmin(trx, {
      username: admin.username,
      password: options.adminPasswords[key],
      email: admin.email,
      role: admin.role,
      fullName: admin.fullName,
    })
    await trx
      .updateTable('admins')
      .set({
        contactNumber: admin.contactNumber,
        address: admin.address,
        gender: admin.gender,
        dateOfBirth: admin.dateOfBirth,
      })
      .where('id', '=', id)
      .execute()
    adminIds[key] = id
    counts.admins++
    createdAdmins.push(key)
  }

  await trx.insertInto('categories').values(rows.categories).execute()
  await trx.insertInto('subCategories').values(rows.subCategories).execute()
  await trx.insertInto('products').values(rows.products).execute()
  counts.categories = rows.categories.length
  counts.subCategories = rows.subCategories.length
  counts.products = rows.products.length

  if (sections.blogs && rows.blogs.length > 0) {
    await trx
      .insertInto('blogs')
      .values(rows.blogs.map((blog) => ({ ...blog, authorId: adminIds.member })))
      .execute()
    counts.blogs = rows.blogs.length
  }
  if (sections.events && rows.events.length > 0) {
    await trx.insertInto('events').values(rows.events).execute()
    counts.events = rows.events.length
  }
  if (sections.partners && rows.partnerLogos.length > 0) {
    await trx.insertInto('partnerLogos').values(rows.partnerLogos).execute()
    counts.partnerLogos = rows.partnerLogos.length
  }

  await trx
    .insertInto('heading')
    .values({ id: 1, heading: HEADING, updatedAt: nowIso })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()

  if (sections.enquiries) {
    const nowMs = (options.now ?? new Date()).getTime()
    const productIds = new Map(rows.products.map((p) => [p.productCode, p.id]))
    const quotations = QUOTATIONS.map((q) => {
      const ms = nowMs - q.daysAgo * DAY_MS
      const at = new Date(ms).toISOString()
      const productId = productIds.get(q.productCode)
      if (!productId) throw new Error(`Seed quotation names an unknown product ${q.productCode}`)
      const { productCode: _code, daysAgo: _days, ...fields } = q
      // The quote desk's columns (migration 0005), as the API writes them for a visitor's request.
      const desk = { emailKey: emailSearchKey(fields.email), region: regionOfPhone(fields.phoneNumber) }
      return { id: newId(ms), productId, ...fields, ...desk, createdAt: at, updatedAt: at }
    })
    await trx.insertInto('quotations').values(quotations).execute()
    counts.quotations = quotations.length

    // One potential customer per e-mail (docs/requirements/enquiries.md#potential-customers): first request
    // creates it, later ones raise the count.
    const customers = new Map<string, Insertable<Database['potentialCustomers']>>()
    for (const q of [...quotations].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
      const key = q.email.toLowerCase()
      const known = customers.get(key)
      if (known) {
        known.visitCount = (known.visitCount ?? 1) + 1
        known.engagedAt = q.createdAt
      } else {
        customers.set(key, {
          id: newId(Date.parse(q.createdAt)),
          email: q.email,
          emailKey: key,
          source: 'quotation',
          visitCount: 1,
          createdAt: q.createdAt,
          engagedAt: q.createdAt,
        })
      }
    }
    for (const request of CATALOG_REQUESTS) {
      const ms = nowMs - request.daysAgo * DAY_MS
      const at = new Date(ms).toISOString()
      customers.set(request.email.toLowerCase(), {
        id: newId(ms),
        email: request.email,
        emailKey: request.email.toLowerCase(),
        source: 'catalog',
        visitCount: request.visitCount,
        createdAt: at,
        engagedAt: at,
      })
    }
    await trx
      .insertInto('potentialCustomers')
      .values([...customers.values()])
      .execute()
    counts.potentialCustomers = customers.size
  }
}
