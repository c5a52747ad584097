// The subject of the enquiry benchmarks: the whole site on a throwaway database migrated as usual,
// holding BENCH_QUOTATIONS quotations and BENCH_CUSTOMERS potential customers (100,000 each by
// default). DATABASE_URL in the environment runs it on PostgreSQL instead of SQLite, in a schema of
// its own that is dropped on exit.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { emailSearchKey, regionOfPhone } from '../../packages/contracts/dist/index.js'
import { buildApp } from '../../apps/api/dist/app.js'
import { loadConfig } from '../../apps/api/dist/config.js'
import { createAdmin } from '../../apps/api/dist/db/bootstrap.js'
import { createSchema, dropSchema } from '../../apps/api/dist/db/dialect.js'
import { newId } from '../../apps/api/dist/lib/ids.js'
import { mountWeb } from '../../apps/api/dist/web.js'

const QUOTATIONS = Number(process.env.BENCH_QUOTATIONS ?? 100_000)
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000)
const PRODUCTS = 50
const BATCH = 500

// Names and numbers of both offices and elsewhere, some with accents and Urdu script, so searches
// and the export meet the text real enquiries hold.
const NAMES = ['Ali Raza', 'Zoë Fernández', 'علی حسن', 'Fatima Noor', 'Omar Al Mansoori', 'Chloé Dubois']
const PHONES = ['03001234567', '+923211234567', '0501234567', '+971551234567', '+441632960961']
const MESSAGE =
  'We run a chain of restaurants and need a monthly supply of floor cleaner, mops and gloves. Please send prices.'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-bench-'))
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' })
const pgUrl = process.env.DATABASE_URL
if (pgUrl) {
  config.databaseSchema = `bench_${process.pid}`
  await createSchema(pgUrl, config.databaseSchema)
}
const app = await buildApp({ config, mailWorker: false })
await mountWeb(app)
await fill(app.db)
await app.listen({ port: 0, host: '127.0.0.1' })

const password = 'Bench#Passw0rd'
await createAdmin(app.db, { username: 'bench', password })
const signIn = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { username: 'bench', password },
})
const { GWP_Token: adminToken, data: adminUser } = signIn.json()
console.log(JSON.stringify({ port: app.server.address().port, adminToken, adminUser }))

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    await app.close()
    if (pgUrl) await dropSchema(pgUrl, config.databaseSchema)
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
}

async function insertInBatches(db, table, count, row) {
  for (let start = 0; start < count; start += BATCH) {
    const rows = []
    for (let i = start; i < Math.min(count, start + BATCH); i++) rows.push(row(i))
    await db.insertInto(table).values(rows).execute()
  }
}

/** A small catalogue, then the quotations and customers, spread over the last 400 days. */
async function fill(db) {
  const now = Date.now()
  const at = (i, count) => new Date(now - Math.floor(((count - i) / count) * 400 * 86_400_000)).toISOString()
  const categoryId = newId()
  await db
    .insertInto('categories')
    .values({
      id: categoryId,
      name: 'Floor care',
      description: 'Mops and cleaners',
      image: 'uploads/categories/x.jpg',
      createdAt: at(0, 1),
      updatedAt: at(0, 1),
    })
    .execute()
  const productIds = Array.from({ length: PRODUCTS }, () => newId())
  await insertInBatches(db, 'products', PRODUCTS, (i) => ({
    id: productIds[i],
    name: `Product ${i + 1}`,
    productCode: `GWP-${String(i + 1).padStart(5, '0')}`,
    description: 'A concentrated cleaner.',
    capacity: '500 ml',
    categoryId,
    subCategoryId: null,
    colors: JSON.stringify([{ id: 1, name: 'Blue', hex: '#1E88E5' }]),
    images: JSON.stringify([`uploads/products/${productIds[i]}.jpg`]),
    brand: 'GWP',
    material: 'Plastic',
    packageQuantity: 12,
    dimension: '8 x 8 x 24 cm',
    specialFeature: 'None',
    recommendedSurface: 'Tiles',
    recommendedUsage: 'Daily',
    isActive: 1,
    createdAt: at(0, 1),
    updatedAt: at(0, 1),
  }))
  await insertInBatches(db, 'quotations', QUOTATIONS, (i) => {
    const email = `buyer${i}@company${i % 997}.com`
    const phoneNumber = PHONES[i % PHONES.length]
    const createdAt = at(i, QUOTATIONS)
    return {
      id: newId(),
      productId: productIds[i % PRODUCTS],
      fullName: NAMES[i % NAMES.length],
      phoneNumber,
      email,
      emailKey: emailSearchKey(email),
      region: regionOfPhone(phoneNumber),
      address: 'Plot 12, Industrial Area',
      message: MESSAGE,
      // Most are answered; the desk works through the rest.
      status: i % 7 === 0 ? 'pending' : 'completed',
      createdAt,
      updatedAt: createdAt,
    }
  })
  await insertInBatches(db, 'potentialCustomers', CUSTOMERS, (i) => {
    const email = `visitor${i}@mail${i % 991}.com`
    const createdAt = at(i, CUSTOMERS)
    return {
      id: newId(),
      email,
      emailKey: email,
      source: i % 3 === 0 ? 'catalog' : 'quotation',
      visitCount: 1 + (i % 5),
      createdAt,
      engagedAt: createdAt,
    }
  })
}
