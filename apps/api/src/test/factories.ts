import { noPermissions, type Permissions } from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'

import { createAdmin } from '../db/bootstrap.js'
import { bumpContentVersion, type ContentScope } from '../db/content-versions.js'
import { newId } from '../lib/ids.js'
import { nowIso } from '../lib/time.js'

/** Test data in one place (docs/architecture.md#tests): roles, admins and signed-in sessions. */

export const TEST_PASSWORD = 'Str0ng!Passw0rd'

let sequence = 0
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`

export async function createRole(
  app: FastifyInstance,
  name: string,
  grant: (p: Permissions) => void = () => {},
): Promise<string> {
  const permissions = noPermissions()
  grant(permissions)
  const id = newId()
  const now = nowIso()
  await app.db
    .insertInto('roles')
    .values({
      id,
      name,
      nameKey: name.toLowerCase(),
      permissions: JSON.stringify(permissions),
      isBuiltIn: 0,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  return id
}

export interface TestAdmin {
  id: string
  username: string
  password: string
  email: string
  token: string
  headers: { authorization: string }
}

/** Creates an admin with the given role and signs it in through the real login route. */
export async function signedInAdmin(
  app: FastifyInstance,
  role = 'superAdmin',
  overrides: { username?: string; password?: string; email?: string } = {},
): Promise<TestAdmin> {
  const username = overrides.username ?? unique('admin')
  const password = overrides.password ?? TEST_PASSWORD
  const email = overrides.email ?? `${username}@example.com`
  const id = await createAdmin(app.db, { username, password, email, role })
  const token = await login(app, username, password)
  return { id, username, password, email, token, headers: { authorization: `Bearer ${token}` } }
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
  })
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`)
  return response.json<{ GWP_Token: string }>().GWP_Token
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** A body that passes every Add Admin rule; a test overrides the one field it is about. */
export function registerAdminBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const username = unique('new')
  return {
    username,
    fullName: 'New Admin',
    email: `${username}@example.com`,
    password: TEST_PASSWORD,
    contactNumber: '03001234567',
    address: 'Plot 12, Industrial Area',
    gender: 'Female',
    dateOfBirth: '1995-06-15',
    ...overrides,
  }
}

/** Catalogue rows straight into the tables: the public reads only read what is stored. */

const CATALOG_TIME = '2025-03-01T10:00:00.000Z'

export interface CategoryFixture {
  id: string
  name: string
}

export async function createCategory(
  app: FastifyInstance,
  overrides: { name?: string; description?: string; createdAt?: string } = {},
): Promise<CategoryFixture> {
  const id = newId()
  const name = overrides.name ?? unique('Category ')
  const createdAt = overrides.createdAt ?? CATALOG_TIME
  await app.db
    .insertInto('categories')
    .values({
      id,
      name,
      description: overrides.description ?? `All about ${name}`,
      image: `uploads/categories/${id}.webp`,
      createdAt,
      updatedAt: createdAt,
    })
    .execute()
  // As every real catalogue write does, so the response cache serves the new row.
  await bumpContentVersion(app.db, 'catalog')
  return { id, name }
}

export async function createSubCategory(
  app: FastifyInstance,
  categoryId: string,
  overrides: { name?: string; createdAt?: string } = {},
): Promise<CategoryFixture> {
  const id = newId()
  const name = overrides.name ?? unique('Sub-category ')
  const createdAt = overrides.createdAt ?? CATALOG_TIME
  await app.db
    .insertInto('subCategories')
    .values({
      id,
      name,
      description: `All about ${name}`,
      image: `uploads/sub-categories/${id}.webp`,
      categoryId,
      createdAt,
      updatedAt: createdAt,
    })
    .execute()
  // As every real catalogue write does, so the response cache serves the new row.
  await bumpContentVersion(app.db, 'catalog')
  return { id, name }
}

export interface ProductOverrides {
  name?: string
  subCategoryId?: string | null
  isActive?: boolean
  createdAt?: string
  capacity?: string | null
  colors?: Array<{ id: number; name: string; hex: string }>
}

export async function createProduct(
  app: FastifyInstance,
  categoryId: string,
  overrides: ProductOverrides = {},
): Promise<{ id: string; name: string }> {
  const id = newId()
  const name = overrides.name ?? unique('Product ')
  const createdAt = overrides.createdAt ?? CATALOG_TIME
  await app.db
    .insertInto('products')
    .values({
      id,
      name,
      productCode: unique('GWP-'),
      description: `${name}, for every surface`,
      capacity: overrides.capacity === undefined ? '500 ml' : overrides.capacity,
      categoryId,
      subCategoryId: overrides.subCategoryId ?? null,
      colors: JSON.stringify(overrides.colors ?? [{ id: 1, name: 'White', hex: '#FFFFFF' }]),
      images: JSON.stringify([`uploads/products/${id}.webp`]),
      brand: 'GWP',
      material: 'Plastic',
      packageQuantity: 12,
      dimension: '10 x 10 x 25 cm',
      specialFeature: 'Ergonomic grip',
      recommendedSurface: 'Tiles',
      recommendedUsage: 'Daily',
      isActive: overrides.isActive === false ? 0 : 1,
      createdAt,
      updatedAt: createdAt,
    })
    .execute()
  // As every real catalogue write does, so the response cache serves the new row.
  await bumpContentVersion(app.db, 'catalog')
  return { id, name }
}

/** An ISO time `minutes` after the catalogue fixtures' base time, to order rows. */
export const catalogTime = (minutes: number) =>
  new Date(Date.parse(CATALOG_TIME) + minutes * 60_000).toISOString()

export interface BlogOverrides {
  title?: string
  content?: string
  authorId?: string | null
  isActive?: boolean
  createdAt?: string
  updatedAt?: string
}

/** A blog row straight into the table, written by `authorId` (no author unless given). */
export async function createBlog(
  app: FastifyInstance,
  overrides: BlogOverrides = {},
): Promise<{ id: string; title: string }> {
  const id = newId()
  const title = overrides.title ?? unique('Blog ')
  const createdAt = overrides.createdAt ?? CATALOG_TIME
  await app.db
    .insertInto('blogs')
    .values({
      id,
      title,
      content: overrides.content ?? `${title}: how to keep every surface clean, step by step.`,
      image: `uploads/blogs/${id}.jpg`,
      authorId: overrides.authorId ?? null,
      isActive: overrides.isActive === false ? 0 : 1,
      createdAt,
      updatedAt: overrides.updatedAt ?? createdAt,
    })
    .execute()
  await bumpContentVersion(app.db, 'blogs')
  return { id, title }
}

export interface EventOverrides {
  title?: string
  description?: string
  location?: string
  /** YYYY-MM-DD, both days included. */
  fromDate?: string
  toDate?: string
  time?: string
  link?: string
  additionalDetails?: string | null
  isActive?: boolean
  createdAt?: string
}

/**
 * An event row straight into the table: active, on 5–7 March 2025 unless told otherwise; a `fromDate`
 * without a `toDate` makes it a one-day event.
 */
export async function createEvent(
  app: FastifyInstance,
  overrides: EventOverrides = {},
): Promise<{ id: string; title: string }> {
  const id = newId()
  const title = overrides.title ?? unique('Event ')
  const createdAt = overrides.createdAt ?? CATALOG_TIME
  await app.db
    .insertInto('events')
    .values({
      id,
      title,
      description: overrides.description ?? `${title}: our full range on show.`,
      link: overrides.link ?? 'https://www.example.com/events/expo',
      location: overrides.location ?? 'Expo Centre Lahore, Johar Town, Lahore',
      fromDate: overrides.fromDate ?? '2025-03-05',
      toDate: overrides.toDate ?? overrides.fromDate ?? '2025-03-07',
      time: overrides.time ?? '10:00 AM-06:00 PM',
      bannerImage: `uploads/events/${id}.jpg`,
      additionalDetails: overrides.additionalDetails === undefined ? null : overrides.additionalDetails,
      isActive: overrides.isActive === false ? 0 : 1,
      createdAt,
      updatedAt: createdAt,
    })
    .execute()
  return { id, title }
}

/** The scope's content version now (0 before its first write). */
export async function contentVersion(app: FastifyInstance, scope: ContentScope): Promise<number> {
  const row = await app.db
    .selectFrom('contentVersions')
    .select('version')
    .where('scope', '=', scope)
    .executeTakeFirst()
  return Number(row?.version ?? 0)
}
