import { newToken, hashToken } from '../lib/tokens.js'
import { newId } from '../lib/ids.js'
import { nowIso } from '../lib/time.js'
import { bumpContentVersion } from '../db/content-versions.js'
import { createAdmin } from '../db/bootstrap.js'
import type { FastifyInstance } from 'fastify'

import {
  createCategory,
  createProduct,
  createRole,
  createSubCategory,
  registerAdminBody,
  TEST_PASSWORD,
} from './factories.js'
import { ADMINISTRATION_ROUTE_CALLS } from './route-calls/administration.js'
import { BLOG_ROUTE_CALLS } from './route-calls/blogs.js'
import { CUSTOMER_ROUTE_CALLS } from './route-calls/customers.js'
import { ENQUIRY_ROUTE_CALLS } from './route-calls/enquiries.js'
import { EVENT_ROUTE_CALLS } from './route-calls/events.js'
import { type RouteCall, unique } from './route-calls/route-call.js'
import { imageBytes, multipartForm } from './uploads.js'

/**
 * One successful call of every protected route and every write, made from fresh fixtures each time.
 * Two suites read it: the authorization matrix (an allowed caller gets exactly `status`) and the
 * public-content check (a write that changes what visitors see makes a cached public read change).
 * A route missing here fails both, so a new route cannot skip them.
 */

export type { Caller, PreparedCall, RouteCall } from './route-calls/route-call.js'

async function categoryForm(fields: Record<string, string>, withImage = true) {
  return multipartForm(fields, withImage ? { image: { bytes: await imageBytes('png', 1000) } } : {})
}

const productFields = (categoryId: string): Record<string, string> => ({
  category: categoryId,
  name: unique('Spin Mop '),
  description: 'A mop for every floor',
  colors: JSON.stringify([{ id: 1, name: 'White', hex: '#FFFFFF' }]),
  productCode: unique('P').slice(0, 15),
  brand: 'GWP',
  material: 'Plastic',
  packageQuantity: '12',
  dimension: '10 x 10 x 25 cm',
  specialFeature: 'Ergonomic grip',
  recommendedSurface: 'Tiles',
  recommendedUsage: 'Daily',
})

async function freshProduct(app: FastifyInstance) {
  const category = await createCategory(app)
  return createProduct(app, category.id)
}

const signIn = 'signs an admin in or out; visitors see nothing of it'

export const ROUTE_CALLS: Record<string, RouteCall> = {
  // Sign-in and sessions.
  'POST /api/v1/auth/login': {
    status: 200,
    notPublicContent: signIn,
    async prepare(app) {
      const username = unique('login')
      await createAdmin(app.db, { username, password: TEST_PASSWORD, email: `${username}@example.com` })
      return { url: '/api/v1/auth/login', payload: { username, password: TEST_PASSWORD } }
    },
  },
  'POST /api/v1/auth/logout': {
    status: 200,
    notPublicContent: signIn,
    prepare: async () => ({ url: '/api/v1/auth/logout' }),
  },
  'GET /api/v1/auth/me': { status: 200, prepare: async () => ({ url: '/api/v1/auth/me' }) },
  'GET /api/v1/permission/by-admin': {
    status: 200,
    prepare: async () => ({ url: '/api/v1/permission/by-admin' }),
  },
  'POST /api/v1/auth/forgot-password': {
    status: 200,
    notPublicContent: 'queues a reset e-mail for staff',
    prepare: async () => ({ url: '/api/v1/auth/forgot-password', payload: { email: 'nobody@example.com' } }),
  },
  'POST /api/v1/auth/reset-password/:token': {
    status: 200,
    notPublicContent: "changes an admin's password",
    async prepare(app) {
      const username = unique('reset')
      const adminId = await createAdmin(app.db, {
        username,
        password: TEST_PASSWORD,
        email: `${username}@example.com`,
      })
      const token = newToken()
      const now = new Date()
      await app.db
        .insertInto('passwordResetTokens')
        .values({
          id: newId(),
          adminId,
          tokenHash: hashToken(token),
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString(),
          usedAt: null,
        })
        .execute()
      return { url: `/api/v1/auth/reset-password/${token}`, payload: { password: 'N3w!Passw0rd' } }
    },
  },

  // Admin accounts and roles.
  'POST /api/v1/admin/register': {
    status: 201,
    notPublicContent: 'adds a member of staff',
    prepare: async () => ({ url: '/api/v1/admin/register', payload: registerAdminBody() }),
  },
  'GET /api/v1/admin': { status: 200, prepare: async () => ({ url: '/api/v1/admin' }) },
  'PATCH /api/v1/admin/update-role/:id': {
    status: 200,
    notPublicContent: "changes a member of staff's rights",
    async prepare(app) {
      const role = unique('Role')
      await createRole(app, role)
      const username = unique('target')
      const id = await createAdmin(app.db, {
        username,
        password: TEST_PASSWORD,
        email: `${username}@example.com`,
        role: 'Member',
      })
      return { url: `/api/v1/admin/update-role/${id}`, payload: { role } }
    },
  },
  'PATCH /api/v1/admin/update/:id': {
    status: 200,
    notPublicContent: "changes the signed-in admin's own contact details",
    prepare: async (_app, caller) => ({
      url: `/api/v1/admin/update/${caller.id}`,
      payload: { address: unique('Street ') },
    }),
  },
  'GET /api/v1/permission/': { status: 200, prepare: async () => ({ url: '/api/v1/permission/' }) },
  'POST /api/v1/permission/create': {
    status: 201,
    notPublicContent: 'adds a role of the privilege grid',
    prepare: async () => ({
      url: '/api/v1/permission/create',
      payload: { role: unique('Role'), permissions: {} },
    }),
  },
  'PATCH /api/v1/permission/:id': {
    status: 200,
    notPublicContent: 'changes a role of the privilege grid',
    async prepare(app) {
      const role = unique('Role')
      const id = await createRole(app, role)
      return { url: `/api/v1/permission/${id}`, payload: { role, permissions: { blog: { create: true } } } }
    },
  },
  'DELETE /api/v1/permission/:id': {
    status: 200,
    notPublicContent: 'removes a role of the privilege grid',
    async prepare(app) {
      return { url: `/api/v1/permission/${await createRole(app, unique('Role'))}` }
    },
  },

  // The dashboard, the alert heading and the request log: staff only.
  'GET /api/v1/count': { status: 200, prepare: async () => ({ url: '/api/v1/count' }) },
  'GET /api/v1/server-logger': { status: 200, prepare: async () => ({ url: '/api/v1/server-logger' }) },
  'PUT /api/v1/heading/update': {
    status: 200,
    notPublicContent: "the alert heading is shown in the back office's dashboard only",
    prepare: async () => ({ url: '/api/v1/heading/update', payload: { heading: unique('Welcome ') } }),
  },

  // Visitors' forms: stored for staff, nothing on the public pages changes.
  'POST /api/v1/quotation/create': {
    status: 201,
    notPublicContent: "a visitor's quotation request, read by staff in the back office",
    async prepare(app) {
      const product = await freshProduct(app)
      return {
        url: '/api/v1/quotation/create',
        payload: {
          product: product.id,
          fullName: 'Ayesha Siddiqui',
          phoneNumber: '03001234567',
          email: `${unique('visitor')}@example.com`,
          address: 'Plot 12, Industrial Area',
          message: 'Please quote 200 pieces.',
        },
      }
    },
  },
  'POST /api/v1/catalog/send-catalog': {
    status: 200,
    notPublicContent: "a visitor's catalogue request: one e-mail queued",
    prepare: async () => ({
      url: '/api/v1/catalog/send-catalog',
      payload: { email: `${unique('visitor')}@example.com` },
    }),
  },

  // Partner logos (About page).
  'POST /api/v1/partner-logo': {
    status: 201,
    async prepare() {
      return {
        url: '/api/v1/partner-logo',
        payload: multipartForm(
          { name: unique('Partner ') },
          { image: { bytes: await imageBytes('png', 300) } },
        ),
        publicRead: '/api/v1/partner-logo',
      }
    },
  },
  'DELETE /api/v1/partner-logo/:id': {
    status: 200,
    async prepare(app) {
      const id = newId()
      await app.db
        .insertInto('partnerLogos')
        .values({ id, name: unique('Partner '), image: `uploads/partners/${id}.png`, createdAt: nowIso() })
        .execute()
      await bumpContentVersion(app.db, 'catalog')
      return { url: `/api/v1/partner-logo/${id}`, publicRead: '/api/v1/partner-logo' }
    },
  },

  // Categories.
  'POST /api/v1/category/create': {
    status: 201,
    async prepare() {
      return {
        url: '/api/v1/category/create',
        payload: await categoryForm({
          name: unique('Cat ').slice(0, 28),
          description: 'Everything for floors',
        }),
        publicRead: '/api/v1/category',
      }
    },
  },
  'PATCH /api/v1/category/update/:id': {
    status: 200,
    async prepare(app) {
      const category = await createCategory(app)
      return {
        url: `/api/v1/category/update/${category.id}`,
        payload: await categoryForm({ name: unique('Renamed ').slice(0, 28) }, false),
        publicRead: '/api/v1/category',
      }
    },
  },
  'DELETE /api/v1/category/delete/:id': {
    status: 200,
    async prepare(app) {
      const category = await createCategory(app)
      return { url: `/api/v1/category/delete/${category.id}`, publicRead: '/api/v1/category' }
    },
  },

  // Sub-categories.
  'POST /api/v1/sub-category/create': {
    status: 201,
    async prepare(app) {
      const category = await createCategory(app)
      return {
        url: '/api/v1/sub-category/create',
        payload: await categoryForm({
          name: unique('Sub '),
          description: 'Mops and buckets',
          category: category.id,
        }),
        publicRead: `/api/v1/sub-category/by-category-id/${category.id}`,
      }
    },
  },
  'PATCH /api/v1/sub-category/:id': {
    status: 200,
    async prepare(app) {
      const category = await createCategory(app)
      const sub = await createSubCategory(app, category.id)
      return {
        url: `/api/v1/sub-category/${sub.id}`,
        payload: await categoryForm({ name: unique('Renamed ') }, false),
        publicRead: `/api/v1/sub-category/by-category-id/${category.id}`,
      }
    },
  },
  'DELETE /api/v1/sub-category/delete/:id': {
    status: 200,
    async prepare(app) {
      const category = await createCategory(app)
      const sub = await createSubCategory(app, category.id)
      return {
        url: `/api/v1/sub-category/delete/${sub.id}`,
        publicRead: `/api/v1/sub-category/by-category-id/${category.id}`,
      }
    },
  },

  // Products.
  'POST /api/v1/product/create': {
    status: 201,
    async prepare(app) {
      const category = await createCategory(app)
      return {
        url: '/api/v1/product/create',
        payload: multipartForm(productFields(category.id), {
          images: { bytes: await imageBytes('png', 1000) },
        }),
        publicRead: `/api/v1/product/active-products-by-category-id/${category.id}`,
      }
    },
  },
  'PATCH /api/v1/product/update/:id': {
    status: 200,
    async prepare(app) {
      const product = await freshProduct(app)
      return {
        url: `/api/v1/product/update/${product.id}`,
        payload: { brand: unique('Brand ') },
        publicRead: `/api/v1/product/${product.id}`,
      }
    },
  },
  'PATCH /api/v1/product/change-image/:id': {
    status: 200,
    async prepare(app) {
      const product = await freshProduct(app)
      return {
        url: `/api/v1/product/change-image/${product.id}`,
        payload: multipartForm({}, { images: { bytes: await imageBytes('png', 1000) } }),
        publicRead: `/api/v1/product/${product.id}`,
      }
    },
  },
  'DELETE /api/v1/product/image/:id': {
    status: 200,
    async prepare(app) {
      const product = await freshProduct(app)
      const second = `uploads/products/${newId()}.png`
      const [first] = JSON.parse(
        (
          await app.db
            .selectFrom('products')
            .select('images')
            .where('id', '=', product.id)
            .executeTakeFirstOrThrow()
        ).images,
      ) as string[]
      await app.db
        .updateTable('products')
        .set({ images: JSON.stringify([first, second]) })
        .where('id', '=', product.id)
        .execute()
      await bumpContentVersion(app.db, 'catalog')
      return {
        url: `/api/v1/product/image/${product.id}`,
        payload: { imagePath: second },
        publicRead: `/api/v1/product/${product.id}`,
      }
    },
  },
  'PATCH /api/v1/product/status-change/:id': {
    status: 200,
    async prepare(app) {
      const product = await freshProduct(app)
      return {
        url: `/api/v1/product/status-change/${product.id}`,
        payload: { isActive: 'false' },
        publicRead: '/api/v1/product/active-products',
      }
    },
  },
  'DELETE /api/v1/product/delete/:id': {
    status: 200,
    async prepare(app) {
      const product = await freshProduct(app)
      return { url: `/api/v1/product/delete/${product.id}`, publicRead: '/api/v1/product/active-products' }
    },
  },
  ...BLOG_ROUTE_CALLS,
  ...EVENT_ROUTE_CALLS,
  ...ENQUIRY_ROUTE_CALLS,
  ...CUSTOMER_ROUTE_CALLS,
  ...ADMINISTRATION_ROUTE_CALLS,
}

/** The registry's key for a route. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`
