import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'

import { buildApp } from '../app.js'
import { loadConfig, type AppConfig } from '../config.js'
import { createSchema, dropSchema } from '../db/dialect.js'

export interface TestApp {
  app: FastifyInstance
  config: AppConfig
  dataDir: string
  close(): Promise<void>
}

let counter = 0

/**
 * A fresh app on a fresh database: a temporary SQLite file, or its own PostgreSQL schema when the
 * suite runs on PostgreSQL (TEST_DB=postgres). Nothing is shared between test files.
 */
export interface TestAppOptions {
  mailWorker?: boolean
  /** Receives every log line (JSON) at level info and above, instead of a silent logger. */
  logLines?: string[]
  /** The lowest level logLines receives: `debug` takes each request's lines too. */
  logLevel?: 'info' | 'debug'
  /** Runs before `ready`, e.g. to add a route that fails on purpose. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>
  /** A second server process on the first one's database (closing it leaves the database alone). */
  sharing?: TestApp
}

export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  if (options.sharing) return buildSharingApp(options.sharing, overrides)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-test-'))
  const usePostgres = process.env.TEST_DB === 'postgres'
  const url = process.env.TEST_DATABASE_URL
  if (usePostgres && !url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  // Random as well: test files in worker threads share one pid and may start in the same millisecond.
  const schema = usePostgres
    ? `t_${process.pid}_${Date.now().toString(36)}_${counter++}_${randomBytes(4).toString('hex')}`
    : undefined

  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...overrides }),
    databaseUrl: usePostgres ? url : undefined,
    databaseSchema: schema,
  }
  if (usePostgres && url && schema) await createSchema(url, schema)

  let app: FastifyInstance
  try {
    app = await buildApp({
      config,
      logger: options.logLines
        ? {
            level: options.logLevel ?? 'info',
            stream: { write: (line: string) => void options.logLines!.push(line) },
          }
        : false,
      mailWorker: options.mailWorker ?? false,
      ...(usePostgres ? {} : { sqliteFile: path.join(dataDir, 'test.sqlite') }),
    })
    await options.beforeReady?.(app)
    await app.ready()
  } catch (err) {
    // A failed build must not leave its schema or files behind for the next run to trip over.
    if (usePostgres && url && schema) await dropSchema(url, schema)
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw err
  }

  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close()
      if (usePostgres && url && schema) await dropSchema(url, schema)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function buildSharingApp(first: TestApp, overrides: Record<string, string>): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: first.dataDir, LOG_LEVEL: 'silent', ...overrides }),
    databaseUrl: first.config.databaseUrl,
    databaseSchema: first.config.databaseSchema,
  }
  const app = await buildApp({
    config,
    logger: false,
    mailWorker: false,
    ...(config.databaseUrl ? {} : { sqliteFile: path.join(first.dataDir, 'test.sqlite') }),
  })
  await app.ready()
  return { app, config, dataDir: first.dataDir, close: () => app.close() }
}
