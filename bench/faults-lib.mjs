// Shared pieces of the load and fault scripts (load, smtp-outage, kill-9, pg-restart, graceful-stop):
// the real server entry (apps/api/dist/server.js, as `npm start` runs it) on a throwaway data folder
// and a loopback port, an SMTP server that keeps what it receives, a PostgreSQL database of the run's
// own, an HTTP client that checks every answer, and the verdict line. Everything stays on 127.0.0.1.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { openDatabase, toCount } from '../apps/api/dist/db/dialect.js'

const SERVER_ENTRY = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url))
export const ADMIN = { username: 'bench', password: 'Bench#Passw0rd' }
/** Answers slower than this count as errors: a run must end, and a stuck request is a finding. */
const REQUEST_TIMEOUT_MS = 30_000
/** The body every 5xx of the API carries (plugins/error-envelope.ts). */
export const GENERIC_5XX = { success: false, message: 'Something went wrong. Please try again later.' }
/** What Fastify answers, before any hook, to a request that reaches a server that is closing. */
export const CLOSING_503 = '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** A short id for this run: in e-mail addresses, names and user agents, so its rows can be counted. */
export const newRunId = () => `${Date.now().toString(36).slice(-5)}${process.pid.toString(36)}`

export async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

export const tempDir = (label) => fs.mkdtempSync(path.join(os.tmpdir(), `gwp-${label}-`))

export function cpuTicks(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/**
 * Starts the real server process on `port` (pinned to core 0, as lib.mjs pins its servers) and waits
 * until GET /api/health answers 200. Its output goes to `server.log` in the data folder, whose tail is
 * shown when something goes wrong. The same data folder and port start it again after a kill.
 */
export async function startSite({ dataDir, port, env = {}, label = 'server' }) {
  const logFile = path.join(dataDir, 'server.log')
  const log = fs.openSync(logFile, 'a')
  fs.writeSync(log, `\n--- ${label} started ${new Date().toISOString()}\n`)
  const child = spawn('taskset', ['-c', '0', process.execPath, SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Empty means unset (config.ts): the shell's own settings must not leak into a run.
      DATABASE_URL: '',
      SMTP_URL: '',
      STAFF_EMAIL: '',
      ...env,
    },
    stdio: ['ignore', log, log],
  })
  fs.closeSync(log)
  let exit = null
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: Date.now() }
      resolve(exit)
    }),
  )
  const site = {
    port,
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    exited,
    get exit() {
      return exit
    },
    logTail: (lines = 30) => fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n'),
    signal: (name) => exit === null && child.kill(name),
    /** Sends `signal` (SIGTERM by default) and waits for the exit, at most `ms`; SIGKILL after that. */
    async stop(signalName = 'SIGTERM', ms = 30_000) {
      if (exit) return exit
      child.kill(signalName)
      const timer = setTimeout(() => child.kill('SIGKILL'), ms)
      const result = await exited
      clearTimeout(timer)
      return result
    },
  }
  const deadline = Date.now() + 180_000
  for (;;) {
    if (exit)
      throw new Error(`${label} exited (${exit.code ?? exit.signal}) before answering:\n${site.logTail()}`)
    const health = await exchange(null, site.base, { path: '/api/health', userAgent: 'gwp-faults-setup' })
    if (health.status === 200) break
    if (Date.now() > deadline) {
      await site.stop('SIGKILL')
      throw new Error(`${label} did not answer /api/health within 180 s:\n${site.logTail()}`)
    }
    await sleep(200)
  }
  return site
}

/** Keep-alive connections, as browsers and load balancers hold them. */
export const keepAliveAgent = () => new http.Agent({ keepAlive: true, maxSockets: Infinity })

/**
 * One HTTP exchange. Resolves (never rejects) with the status (0 when none came), the time taken, the
 * error code when the exchange failed, whether it went over a reused keep-alive connection, and the
 * body when asked for or when the status is not 2xx (so a 5xx body can be checked).
 */
export function exchange(agent, base, { method = 'GET', path: urlPath, body, userAgent, keepBody = false }) {
  return new Promise((resolve) => {
    const started = performance.now()
    const payload = body === undefined ? undefined : JSON.stringify(body)
    let settled = false
    let request
    const done = (result) => {
      if (settled) return
      settled = true
      resolve({ ms: performance.now() - started, reused: Boolean(request?.reusedSocket), ...result })
    }
    request = http.request(
      `${base}${urlPath}`,
      {
        agent: agent ?? false,
        method,
        headers: {
          'user-agent': userAgent,
          'accept-encoding': 'br, gzip',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const status = response.statusCode
        const keep = keepBody || status < 200 || status >= 300
        const chunks = []
        response.on('data', (chunk) => keep && chunks.push(chunk))
        response.on('end', () =>
          done({ status, headers: response.headers, body: keep ? decoded(response, chunks) : '' }),
        )
        response.on('error', (err) => done({ status: 0, error: err.code ?? err.message, partial: status }))
      },
    )
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    )
    request.on('error', (err) => done({ status: 0, error: err.code ?? err.message }))
    request.end(payload)
  })
}

function decoded(response, chunks) {
  const raw = Buffer.concat(chunks)
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString()
  return raw.toString()
}

/** True when a 5xx answer is the API's generic JSON envelope and nothing more. */
export function isGeneric5xx(result) {
  if (result.status < 500) return false
  try {
    const body = JSON.parse(result.body)
    return body.success === false && body.message === GENERIC_5XX.message && Object.keys(body).length === 2
  } catch {
    return false
  }
}

export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/** Outcomes and times per kind of request; `measuring` off during a warm-up keeps its times out. */
export function createTally() {
  const kinds = new Map()
  const tally = {
    measuring: true,
    record(kind, result, ok) {
      let entry = kinds.get(kind)
      if (!entry) kinds.set(kind, (entry = { sent: 0, ok: 0, failed: 0, times: [], failures: new Map() }))
      entry.sent++
      if (ok) entry.ok++
      else {
        entry.failed++
        const why = result.error
          ? `${result.error}${result.reused ? ' on a reused keep-alive connection' : ''}`
          : `HTTP ${result.status}`
        entry.failures.set(why, (entry.failures.get(why) ?? 0) + 1)
      }
      if (tally.measuring && ok) entry.times.push(result.ms)
    },
    kinds,
    total: (field) => [...kinds.values()].reduce((sum, entry) => sum + entry[field], 0),
    /** One line per kind: requests, failures, p50 and p99 of the measured window. */
    print(indent = '  ') {
      const width = Math.max(...[...kinds.keys()].map((kind) => kind.length))
      for (const [kind, entry] of [...kinds.entries()].sort()) {
        const times = entry.times.sort((a, b) => a - b)
        const failures = [...entry.failures.entries()].map(([why, n]) => `${n}× ${why}`).join(', ')
        console.log(
          `${indent}${kind.padEnd(width)}  ${String(entry.sent).padStart(7)} sent  ${String(entry.failed).padStart(5)} failed` +
            `  p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms  p99 ${percentile(times, 0.99).toFixed(1).padStart(7)} ms` +
            (failures ? `  (${failures})` : ''),
        )
      }
    },
  }
  return tally
}

/** The verdict line every script ends with; a FAIL also makes the process exit non-zero. */
export function verdict(name, problems, summary) {
  if (problems.length === 0) {
    console.log(`VERDICT ${name}: PASS (${summary})`)
    return true
  }
  console.log(`VERDICT ${name}: FAIL (${problems.join('; ')})`)
  process.exitCode = 1
  return false
}

/**
 * A local SMTP server (no TLS, no sign-in) that can stop and start again on the same port, as a real
 * one does for maintenance. It keeps, per message, the recipients and which run tokens it mentions
 * (`tokenPattern`, global); only the head of each message is read, since attachments do not matter.
 * `delayMs` holds each message that long before accepting it, like a slow server.
 */
export async function startSmtpSink({ tokenPattern, delayMs = 0 } = {}) {
  const byToken = new Map()
  const byRecipient = new Map()
  const deliveredAt = new Map()
  let received = 0
  let server = null
  let port = 0
  const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1)

  const open = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // Its reverse DNS lookup of each client would time the sink, not the server's mail worker.
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 2_000,
      size: 100 * 1024 * 1024,
      onData(stream, session, callback) {
        let head = ''
        stream.on('data', (chunk) => {
          if (head.length < 65_536) head += chunk.toString('latin1')
        })
        stream.on('end', () => {
          const accept = () => {
            // Folded header lines and quoted-printable soft breaks would split a token.
            const text = head.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ')
            for (const token of new Set(tokenPattern ? text.match(tokenPattern) : [])) {
              bump(byToken, token)
              if (!deliveredAt.has(token)) deliveredAt.set(token, Date.now())
            }
            for (const address of session.envelope.rcptTo) bump(byRecipient, address.address)
            received++
            callback()
          }
          if (delayMs > 0) setTimeout(accept, delayMs)
          else accept()
        })
      },
    })
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    port = server.server.address().port
  }
  await open()

  return {
    get port() {
      return port
    },
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    get received() {
      return received
    },
    byToken,
    byRecipient,
    deliveredAt,
    /** Stops listening and lets the sessions under way finish (at most 2 s), as a server going down does. */
    stop: () =>
      new Promise((resolve) => {
        const current = server
        server = null
        if (!current) return resolve()
        current.close(() => resolve())
      }),
    start: open,
  }
}

/** Waits until `check()` is true (polling every `everyMs`), at most `ms`; returns whether it became true. */
export async function waitFor(check, ms, everyMs = 250) {
  const deadline = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > deadline) return false
    await sleep(everyMs)
  }
}

/**
 * A PostgreSQL database of this run's own, created through `adminUrl` (BENCH_DATABASE_URL) and dropped
 * with `drop()`, connections and all.
 */
export async function createDatabase(adminUrl, runId) {
  const name = `gwp_faults_${runId}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}

/**
 * Reads the counts a script checks straight from the server's database (the SQLite file in its data
 * folder, or the PostgreSQL database), through the app's own dialect code.
 */
export function openCounter({ dataDir, databaseUrl }) {
  const { db } = openDatabase({ url: databaseUrl, sqliteFile: path.join(dataDir, 'gwp.sqlite') })
  const count = async (table, where = (q) => q) => {
    const row = await where(db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'))).executeTakeFirst()
    return toCount(row?.n)
  }
  return {
    db,
    /** Requests the request log holds for this user agent: identical ones of a second share a row. */
    async requestsLogged(userAgent) {
      const row = await db
        .selectFrom('serverLogs')
        .select((eb) => eb.fn.sum('count').as('n'))
        .where('userAgent', '=', userAgent)
        .executeTakeFirst()
      return toCount(row?.n ?? 0)
    },
    /** Quotations whose e-mail address is on the run's own domain. */
    quotations: (domain) => count('quotations', (q) => q.where('email', 'like', `%@${domain}`)),
    /** Quotations from this one address. */
    quotationsFrom: (email) => count('quotations', (q) => q.where('email', '=', email)),
    /** Mail-queue rows by status. */
    async mailByStatus() {
      const rows = await db
        .selectFrom('mailQueue')
        .select(['status', (eb) => eb.fn.countAll().as('n')])
        .groupBy('status')
        .execute()
      return Object.fromEntries(rows.map((row) => [row.status, toCount(row.n)]))
    },
    close: () => db.destroy(),
  }
}

/** The demo site's public URLs: pages, their client-navigation data URLs, and the catalogue API reads. */
export async function discoverSite(base) {
  const get = async (urlPath) => {
    const result = await exchange(null, base, {
      path: urlPath,
      userAgent: 'gwp-faults-setup',
      keepBody: true,
    })
    if (result.status !== 200) throw new Error(`${urlPath} answered ${result.status}`)
    return JSON.parse(result.body).data
  }
  const categories = await get('/api/v1/category')
  const subCategories = await get('/api/v1/sub-category/')
  const products = await get('/api/v1/product/active-products')
  const blogs = await get('/api/v1/blog/active-blogs')
  if (!categories.length || !products.length || !blogs.length) throw new Error('the demo content is missing')
  // React Router 7 single fetch: a client navigation asks for `<path>.data` (`/_.data` for the home
  // page) with the route whose loader runs in `_routes`, as Chromium showed for this app.
  const navigation = (pagePath, route) => {
    const [pathname, query] = pagePath.split('?')
    const data = pathname === '/' ? '/_.data' : `${pathname}.data`
    const routes = `_routes=${encodeURIComponent(`routes/_public/${route}`)}`
    return `${data}?${query ? `${query}&` : ''}${routes}`
  }
  const categoryPage = (category) => `/categoryShow/${encodeURIComponent(category.name)}?id=${category._id}`
  const pages = {
    home: ['/'],
    products: ['/products'],
    category: categories.map(categoryPage),
    product: products.map((product) => `/product/${product._id}`),
    blogs: ['/blogs'],
    blog: blogs.map((blog) => `/single-blog/${blog._id}`),
  }
  const routeOf = {
    home: 'home',
    products: 'products',
    category: 'category',
    product: 'product',
    blogs: 'blogs',
    blog: 'single-blog',
  }
  const navigations = Object.fromEntries(
    Object.entries(pages).map(([kind, paths]) => [kind, paths.map((p) => navigation(p, routeOf[kind]))]),
  )
  const api = {
    categories: ['/api/v1/category'],
    'active-products': ['/api/v1/product/active-products'],
    'products-by-sub-category': subCategories.map(
      (sub) => `/api/v1/product/active-products-by-sub-category-id/${sub._id}`,
    ),
    'sub-categories-by-category': categories.map((c) => `/api/v1/sub-category/by-category-id/${c._id}`),
    product: products.map((product) => `/api/v1/product/${product._id}`),
    'active-blogs': ['/api/v1/blog/active-blogs'],
    blog: blogs.map((blog) => `/api/v1/blog/${blog._id}`),
    heading: ['/api/v1/heading'],
    'active-events': ['/api/v1/event/get-all-active'],
  }
  return { categories, products, blogs, pages, navigations, api }
}

/** A valid quote-form body whose name and address carry `token`, on the run's own e-mail domain. */
export function quotationBody(productId, token, domain) {
  return {
    product: productId,
    fullName: `Visitor ${token}`,
    phoneNumber: '03001234567',
    email: `${token.toLowerCase()}@${domain}`,
    address: 'Plot 12, Industrial Area, Lahore',
    message: 'We need a monthly supply of floor cleaner. Please send prices.',
  }
}

export const pick = (list) => list[Math.floor(Math.random() * list.length)]
