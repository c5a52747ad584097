// The Logs screen's first page (GET /api/v1/server-logger?page=1&limit=10, which answers
// pagination.total) on a request log of BENCH_LOG_ROWS rows (10,000,000 by default), filled by one
// SQL statement, on SQLite and, with BENCH_DATABASE_URL, on PostgreSQL. Beside it, the same page as
// the code before decision record 016 read it: the rows and a count(*) of the table.
// Requests go in-process (inject), one at a time, after a warm-up: each time is the server's time.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from 'kysely'

import { buildApp } from '../apps/api/dist/app.js'
import { loadConfig } from '../apps/api/dist/config.js'
import { createAdmin } from '../apps/api/dist/db/bootstrap.js'
import { createSchema, dropSchema } from '../apps/api/dist/db/dialect.js'

import { median } from './lib.mjs'

const ROWS = Number(process.env.BENCH_LOG_ROWS ?? 10_000_000)
const SAMPLES = 15
const PASSWORD = 'Bench#Passw0rd'
const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]

const fill = {
  sqlite: sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
    insert into server_logs (id, username, method, route, user_agent, ip, status_code, timestamp, count)
    select printf('%026d', i), null, 'GET', '/api/v1/product/' || (i % 5000),
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      '203.0.113.' || (i % 250), 200,
      strftime('%Y-%m-%dT%H:%M:%fZ', 1780000000 + i / 100.0, 'unixepoch'), 1 from n`,
  postgres: sql`insert into server_logs (id, username, method, route, user_agent, ip, status_code, timestamp, count)
    select lpad(i::text, 26, '0'), null, 'GET', '/api/v1/product/' || (i % 5000),
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      '203.0.113.' || (i % 250), 200,
      to_char(to_timestamp(1780000000 + i / 100.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 1
    from generate_series(1, ${ROWS}) as i`,
}

async function timed(run) {
  const started = process.hrtime.bigint()
  await run()
  return Number(process.hrtime.bigint() - started) / 1e6
}

async function samples(run) {
  for (let i = 0; i < 3; i++) await run()
  const times = []
  for (let i = 0; i < SAMPLES; i++) times.push(await timed(run))
  return `p50 ${median(times).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`
}

async function measure(dialect, url) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-bench-'))
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false' }
  delete env.DATABASE_URL
  const config = loadConfig(url ? { ...env, DATABASE_URL: url } : env)
  if (url) {
    config.databaseSchema = `bench_logs_${process.pid}`
    await createSchema(url, config.databaseSchema)
  }
  const app = await buildApp({ config, mailWorker: false })
  try {
    await app.ready()
    const filled = await timed(async () => {
      await fill[dialect].execute(app.db)
      await sql`insert into server_logs_total (id, row_count) select 1, count(*) from server_logs where true
        on conflict (id) do update set row_count = excluded.row_count`.execute(app.db)
    })
    if (dialect === 'postgres') await sql`vacuum analyze server_logs`.execute(app.db)
    else await sql`analyze`.execute(app.db)
    console.log(`${dialect}: ${ROWS.toLocaleString('en')} rows filled in ${(filled / 1000).toFixed(0)} s`)

    await createAdmin(app.db, { username: 'bench', password: PASSWORD })
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'bench', password: PASSWORD },
    })
    const headers = { authorization: `Bearer ${signIn.json().GWP_Token}` }
    const page = async () => {
      const response = await app.inject({ url: '/api/v1/server-logger?page=1&limit=10', headers })
      if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`)
      const { total } = response.json().pagination
      if (total < ROWS) throw new Error(`the total says ${total}, not ${ROWS} or more`)
    }
    console.log(`  the Logs screen's first page, as it is now: ${await samples(page)}`)

    // What the page cost before decision record 016: the same rows, and the table counted beside them.
    const before = () =>
      Promise.all([
        app.db
          .selectFrom('serverLogs')
          .selectAll()
          .orderBy('timestamp', 'desc')
          .orderBy('id', 'desc')
          .limit(10)
          .offset(0)
          .execute(),
        app.db
          .selectFrom('serverLogs')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow(),
      ])
    console.log(`  its two reads as before (rows and count(*)): ${await samples(before)}`)
    const count = () => sql`select count(*) from server_logs`.execute(app.db)
    console.log(`  count(*) alone: ${await samples(count)}`)
  } finally {
    await app.close()
    if (url) await dropSchema(url, config.databaseSchema)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function run() {
  await measure('sqlite')
  if (process.env.BENCH_DATABASE_URL) await measure('postgres', process.env.BENCH_DATABASE_URL)
  else console.log('postgres: skipped (set BENCH_DATABASE_URL)')
}
