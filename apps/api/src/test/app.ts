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
  /** Runs before `ready`, e.g. to add a route that fails on purpose. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>
}

export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-test-'))
  const usePostgres = process.env.TEST_DB === 'postgres'
  const url = process.env.TEST_DATABASE_URL
  if (usePostgres && !url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const schema = usePostgres ? `t_${process.pid}_${Date.now().toString(36)}_${counter++}` : undefined

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
        ? { level: 'info', stream: { write: (line: string) => void options.logLines!.push(line) } }
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
