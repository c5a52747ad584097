import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSchema, dropSchema } from './db/dialect.js'
import { createS3Storage } from './storage/s3-storage.js'
import { startS3Server, type TestS3Server } from './test/s3-server.js'
import { startServerProcess, type ServerProcess } from './test/server-process.js'

/**
 * Several server processes on one PostgreSQL database and one bucket, as on several machines behind a
 * load balancer: each with a DATA_DIR of its own. PostgreSQL only (this file is not in the SQLite
 * project): SQLite serves one process per file.
 */
const url = process.env.TEST_DATABASE_URL!
let s3: TestS3Server
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3.close()
})

/** A schema of its own, named in the URL as an operator could (the `options` parameter). */
async function freshDatabase() {
  const schema = `cluster_${randomBytes(5).toString('hex')}`
  await createSchema(url, schema)
  const withSchema = new URL(url)
  withSchema.searchParams.set('options', `-c search_path=${schema}`)
  const client = new pg.Client({ connectionString: withSchema.toString() })
  await client.connect()
  return {
    databaseUrl: withSchema.toString(),
    query: async (text: string) => (await client.query(text)).rows as Array<Record<string, unknown>>,
    async drop() {
      await client.end()
      await dropSchema(url, schema)
    },
  }
}

describe('several processes on one database and bucket', () => {
  it(
    'started together on an empty database migrate once, seed once and create the superAdmin once; none fails',
    { timeout: 180_000 },
    async () => {
      const database = await freshDatabase()
      const bucket = await s3.newBucket()
      const servers: ServerProcess[] = []
      try {
        const env = {
          DATABASE_URL: database.databaseUrl,
          S3_BUCKET: bucket.bucket,
          S3_ENDPOINT: bucket.endpoint!,
          SEED_DEMO: 'true',
          ADMIN_USERNAME: 'boss',
          ADMIN_PASSWORD: 'Str0ng!Passw0rd',
        }
        const started = await Promise.allSettled([1, 2, 3].map(() => startServerProcess(env)))
        for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
        for (const result of started) if (result.status === 'rejected') throw result.reason
        for (const server of servers) expect((await fetch(`${server.base}/api/ready`)).status).toBe(200)

        const count = async (table: string) =>
          Number((await database.query(`select count(*) as n from ${table}`))[0]!.n)
        expect(await database.query(`select username from admins order by username`)).toEqual([
          { username: 'boss' },
          { username: 'editor' },
          { username: 'member' },
        ])
        // One demo catalogue: what one process alone seeds, no name twice.
        expect(await database.query(`select name from categories group by name having count(*) > 1`)).toEqual(
          [],
        )
        expect(await database.query(`select name from products group by name having count(*) > 1`)).toEqual(
          [],
        )
        expect(await count('categories')).toBeGreaterThan(0)
        expect(await count('kysely_migration')).toBe(
          Number((await database.query(`select count(distinct name) as n from kysely_migration`))[0]!.n),
        )
        // The demo admins' passwords were printed by the one process that made them.
        expect(servers.filter((server) => server.output().includes('Demo admins were created'))).toHaveLength(
          1,
        )
        // Every image the rows name is in the bucket, and one set of hero pictures.
        const storage = createS3Storage(bucket)
        for (const { image } of await database.query(`select image from categories`))
          expect(await storage.exists(String(image).replace(/^uploads\//, '')), String(image)).toBe(true)
        await expect
          .poll(async () => (await storage.list('hero/')).map((file) => file.key).sort(), { timeout: 20_000 })
          .toEqual(['hero/slide-1.jpg', 'hero/slide-2.jpg', 'hero/slide-3.jpg', 'hero/slide-4.jpg'])
      } finally {
        for (const server of servers) server.stop()
        await database.drop()
      }
    },
  )
})
