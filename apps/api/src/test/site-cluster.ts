import { randomBytes } from 'node:crypto'

import pg from 'pg'

import type { S3Settings } from '../config.js'
import { createSchema, dropSchema } from '../db/dialect.js'
import { bucketEnv } from './s3-server.js'

/** The superAdmin's password on every test site of several processes. */
export const PASSWORD = 'Str0ng!Passw0rd'

/** What every process of one site is started with: its database, its bucket, demo content, the boss. */
export const siteEnv = (databaseUrl: string, bucket: S3Settings) => ({
  DATABASE_URL: databaseUrl,
  ...bucketEnv(bucket),
  SEED_DEMO: 'true',
  ADMIN_USERNAME: 'boss',
  ADMIN_PASSWORD: PASSWORD,
})

/**
 * A schema of its own in the PostgreSQL database at `url`, named in the URL as an operator could (the
 * `options` parameter); `drop` removes it.
 */
export async function freshDatabase(url: string) {
  const schema = `cluster_${randomBytes(5).toString('hex')}`
  await createSchema(url, schema)
  const withSchema = new URL(url)
  withSchema.searchParams.set('options', `-c search_path=${schema}`)
  const client = new pg.Client({ connectionString: withSchema.toString() })
  await client.connect()
  return {
    schema,
    databaseUrl: withSchema.toString(),
    query: async (text: string) => (await client.query(text)).rows as Array<Record<string, unknown>>,
    async drop() {
      await client.end()
      await dropSchema(url, schema)
    },
  }
}
