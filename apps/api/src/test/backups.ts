import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import SQLite from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
} from 'kysely'
import pg from 'pg'

import { buildApp } from '../app.js'
import { MANIFEST_ENTRY, type Manifest, type Row } from '../backup/format.js'
import type { AnyDb } from '../backup/tables.js'
import { END_OF_ARCHIVE, entryHeader, padding } from '../backup/tar.js'
import { loadConfig } from '../config.js'
import type { Database } from '../db/database.js'
import {
  createSchema,
  dropSchema,
  openDatabase,
  type DatabaseHandle,
  type DialectName,
} from '../db/dialect.js'
import { imageBytes, multipartForm } from './uploads.js'

/**
 * Backup test data in one place (docs/architecture.md#tests): databases of either kind outside any app (a
 * backup's source and a restore's target, as the CLI commands see them), apps built on them, and what a test
 * compares: every row of a table, every file, the archive's entries.
 */

export const testDialect = (): DialectName => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite')

export interface TestDatabase {
  dialect: DialectName
  dataDir: string
  url: string | undefined
  schema: string | undefined
  sqliteFile: string
  /** Opens one more connection (pool) to it, as a separate process would. */
  open(): DatabaseHandle
  close(): Promise<void>
}

let counter = 0

/** An empty database of the given kind, with its own DATA_DIR: nothing is created in it yet. */
export async function testDatabase(dialect: DialectName = testDialect()): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-backup-'))
  const url = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  if (dialect === 'postgres' && !url) throw new Error('a PostgreSQL test database needs TEST_DATABASE_URL')
  const schema =
    dialect === 'postgres'
      ? `b_${process.pid}_${Date.now().toString(36)}_${counter++}_${randomBytes(4).toString('hex')}`
      : undefined
  if (url && schema) await createSchema(url, schema)
  const sqliteFile = path.join(dataDir, 'gwp.sqlite')
  const handles: DatabaseHandle[] = []
  return {
    dialect,
    dataDir,
    url,
    schema,
    sqliteFile,
    open() {
      const handle = openDatabase({ url, schema, sqliteFile })
      handles.push(handle)
      return handle
    },
    async close() {
      for (const handle of handles.splice(0)) await handle.db.destroy()
      if (url && schema) await dropSchema(url, schema)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The app, as the server builds it, on a test database (migrated on the way, if not yet). */
export async function appOn(
  target: TestDatabase,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: target.dataDir, LOG_LEVEL: 'silent', ...env }),
    databaseUrl: target.url,
    databaseSchema: target.schema,
  }
  const app = await buildApp({
    config,
    logger: false,
    mailWorker: false,
    ...(target.url ? {} : { sqliteFile: target.sqliteFile }),
  })
  await app.ready()
  return app
}

/**
 * Every row of a table by its SQL name, sorted by its key in JavaScript: the two databases order
 * text differently, and a test compares one's rows with the other's.
 */
export async function allRows(db: AnyDb, table: string, key: string): Promise<Row[]> {
  const rows = (await db.selectFrom(table).selectAll().execute()) as Row[]
  return rows.sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : 1))
}

/** Every file under the given folders of DATA_DIR, by path relative to it (`uploads/…`). */
export function filesUnder(dataDir: string, folders: string[] = ['uploads']): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  for (const folder of folders) {
    const root = path.join(dataDir, folder)
    if (!fs.existsSync(root)) continue
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const file = path.join(entry.parentPath, entry.name)
      files.set(path.relative(dataDir, file).split(path.sep).join('/'), fs.readFileSync(file))
    }
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** The archive's tar bytes, unzipped: what a search for a secret must look through. */
export function archiveBytes(file: string): Buffer {
  return gunzipSync(fs.readFileSync(file))
}

/**
 * The archive's entries by path, read with a tar parser of its own (not the one under test): name
 * and size from each header, the data after it.
 */
export function archiveEntries(file: string): Map<string, Buffer> {
  const tar = archiveBytes(file)
  const entries = new Map<string, Buffer>()
  let longPath: string | null = null
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512)
    if (header.every((byte) => byte === 0)) break
    const size = parseInt(header.toString('latin1', 124, 136).replace(/\0.*$/, '').trim(), 8)
    const type = header.toString('latin1', 156, 157)
    const data = tar.subarray(offset + 512, offset + 512 + size)
    if (type === 'x') {
      longPath = /\d+ path=(.*)\n/.exec(data.toString('utf8'))?.[1] ?? null
    } else {
      const name = header.toString('latin1', 0, 100).replace(/\0.*$/s, '')
      entries.set(longPath ?? name, Buffer.from(data))
      longPath = null
    }
    offset += 512 + Math.ceil(size / 512) * 512
  }
  return entries
}

export function archiveManifest(file: string): Manifest {
  return JSON.parse(archiveEntries(file).get(MANIFEST_ENTRY)!.toString('utf8')) as Manifest
}

/** The rows of one table as the archive holds them, across its batches. */
export function archivedRows(entries: Map<string, Buffer>, table: string): Row[] {
  return [...entries]
    .filter(([name]) => name.startsWith(`tables/${table}/`))
    .flatMap(([, data]) =>
      data
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Row),
    )
}

/** Writes entries back into a gzip'd tar: an archive a test has altered on purpose. */
export function repack(entries: Map<string, Buffer>, file: string): void {
  const mtime = new Date()
  const parts = [...entries].flatMap(([name, data]) => [
    entryHeader(name, data.length, mtime),
    data,
    padding(data.length),
  ])
  fs.writeFileSync(file, gzipSync(Buffer.concat([...parts, END_OF_ARCHIVE])))
}

/**
 * Another connection to the database, as `npm run backup` would open, that waits after each statement
 * for `after(sql)`: a test runs the site's writes exactly between two of the backup's reads.
 */
export function pausingConnection(
  target: TestDatabase,
  after: (sql: string) => Promise<void>,
): Kysely<Database> {
  const inner: Dialect = target.url
    ? new PostgresDialect({
        pool: new pg.Pool({
          connectionString: target.url,
          max: 2,
          options: `-c search_path=${target.schema}`,
        }),
      })
    : new SqliteDialect({ database: new SQLite(target.sqliteFile) })
  const dialect: Dialect = {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver(): Driver {
      const driver = inner.createDriver()
      const paused = new WeakSet<DatabaseConnection>()
      return {
        init: () => driver.init(),
        async acquireConnection() {
          const connection = await driver.acquireConnection()
          if (!paused.has(connection)) {
            paused.add(connection)
            const execute = connection.executeQuery.bind(connection)
            connection.executeQuery = async <R>(query: CompiledQuery) => {
              const result = await execute<R>(query)
              await after(query.sql)
              return result
            }
          }
          return connection
        },
        beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
        releaseConnection: (connection) => driver.releaseConnection(connection),
        destroy: () => driver.destroy(),
      }
    },
  }
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] })
}

/** A category made through the route, with its image files on disk. */
export async function categoryWithImage(app: FastifyInstance, headers: Record<string, string>, name: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/category/create',
    headers,
    payload: multipartForm(
      { name, description: 'Mops and buckets' },
      { image: { bytes: await imageBytes('png', 1000) } },
    ),
  })
  if (response.statusCode !== 201) throw new Error(`category: ${response.statusCode} ${response.body}`)
  return response.json<{ data: { _id: string; image: string } }>().data
}
