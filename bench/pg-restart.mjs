// PostgreSQL restart under load: the real server runs on a throwaway PostgreSQL cluster
// of this script's own (Debian's binaries under /usr/lib/postgresql/*/bin, on a free loopback port, run
// as the postgres user when this runs as root; the machine's own server is never touched), while
// BENCH_VISITORS (30) visitors read pages, data requests and the API and a stream of quotations
// (BENCH_QUOTES_PER_SECOND, 10) goes on. After BENCH_LEAD_SECONDS (10) the cluster stops (pg_ctl stop
// -m fast, what a restart does), stays down BENCH_PG_DOWN_SECONDS (10), and starts again. Requests
// meanwhile must fail cleanly (a 5xx; from the API with the generic JSON body), the Node process must
// live through it, and it must answer normally again within BENCH_RECOVERY_LIMIT_SECONDS (10) of
// PostgreSQL being back, with its pages and caches whole. Without PostgreSQL binaries, a TCP proxy
// in front of BENCH_DATABASE_URL's server is cut instead (said in the output). Everything it started
// is stopped and removed at the end.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import {
  createDatabase,
  createTally,
  discoverSite,
  exchange,
  freePort,
  isGeneric5xx,
  keepAliveAgent,
  newRunId,
  openCounter,
  pick,
  quotationBody,
  seconds,
  sleep,
  startSite,
  tempDir,
  verdict,
} from './faults-lib.mjs'

const VISITORS = Number(process.env.BENCH_VISITORS ?? 30)
const QUOTES_PER_SECOND = Number(process.env.BENCH_QUOTES_PER_SECOND ?? 10)
const LEAD_MS = Number(process.env.BENCH_LEAD_SECONDS ?? 10) * 1000
const DOWN_MS = Number(process.env.BENCH_PG_DOWN_SECONDS ?? 10) * 1000
const AFTER_MS = 20_000
const RECOVERY_LIMIT_MS = Number(process.env.BENCH_RECOVERY_LIMIT_SECONDS ?? 10) * 1000

/** The newest Debian PostgreSQL whose initdb, pg_ctl and postgres are all there, or null. */
function postgresBinaries() {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return null
  const versions = fs
    .readdirSync(root)
    .filter((version) =>
      ['initdb', 'pg_ctl', 'postgres'].every((b) => fs.existsSync(path.join(root, version, 'bin', b))),
    )
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(root, versions[0], 'bin') : null
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function postgresUser() {
  if (process.getuid?.() !== 0) return null
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'))
  if (!line) throw new Error('running as root, and there is no postgres user to run PostgreSQL as')
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

function runCommand(file, args, user) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${path.basename(file)} ${args[0]}: exit ${code}\n${output}`)),
    )
  })
}

/** A PostgreSQL cluster in a temporary folder, trusting local connections, on a free loopback port. */
async function throwawayCluster(bin) {
  const user = postgresUser()
  const dir = tempDir('pg')
  if (user) fs.chownSync(dir, user.uid, user.gid)
  const data = path.join(dir, 'data')
  const port = await freePort()
  await runCommand(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    user,
  )
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`
  const pgCtl = (...args) => runCommand(path.join(bin, 'pg_ctl'), ['-D', data, ...args], user)
  const cluster = {
    how: `a throwaway PostgreSQL ${path.basename(path.dirname(bin))} cluster on 127.0.0.1:${port}`,
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-l', path.join(dir, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start'),
    stop: () => pgCtl('-m', 'fast', '-w', '-t', '60', 'stop'),
    async remove() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
  await cluster.start()
  return cluster
}

/**
 * Without PostgreSQL binaries: a TCP proxy in front of the server BENCH_DATABASE_URL names. Stopping
 * it closes its port and every connection through it, which the app sees as a server going away.
 */
async function cutProxy(targetUrl) {
  const target = new URL(targetUrl)
  const port = await freePort()
  const sockets = new Set()
  let server = null
  const listen = () =>
    new Promise((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => undefined)
        }
        client.pipe(upstream).pipe(client)
        upstream.on('close', () => client.destroy())
        client.on('close', () => upstream.destroy())
      })
      server.listen(port, '127.0.0.1', resolve)
    })
  await listen()
  const adminUrl = new URL(targetUrl)
  adminUrl.host = `127.0.0.1:${port}`
  return {
    how: `a TCP proxy on 127.0.0.1:${port} in front of ${target.host} (no PostgreSQL binaries here to restart a server of our own)`,
    adminUrl: adminUrl.toString(),
    start: listen,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
    remove: async () => server?.listening && new Promise((resolve) => server.close(resolve)),
  }
}

export async function run() {
  const runId = newRunId()
  const userAgent = `gwp-faults-pg/${runId}`
  const domain = `${runId}.example.com`
  const dataDir = tempDir('pg-site')
  const problems = []
  const bin = postgresBinaries()
  let cluster
  let db
  let site
  try {
    if (bin) cluster = await throwawayCluster(bin)
    else if (process.env.BENCH_DATABASE_URL) cluster = await cutProxy(process.env.BENCH_DATABASE_URL)
    else throw new Error('no PostgreSQL binaries, and no BENCH_DATABASE_URL to put a proxy in front of')
    console.log(`PostgreSQL: ${cluster.how}`)
    db = await createDatabase(cluster.adminUrl, runId)
    site = await startSite({
      dataDir,
      port: await freePort(),
      env: { DATABASE_URL: db.url, QUOTE_RATE_LIMIT: '1000000' },
    })
    const urls = await discoverSite(site.base)
    const agent = keepAliveAgent()
    const tally = createTally()
    const events = [] // { sentAt, doneAt, kind, ok, clean }
    let quotes201 = 0
    let apiAnswered = 0
    let sequence = 0
    let fresh = 0

    const record = (kind, urlPath, sentAt, result, expected) => {
      const ok = result.status === expected
      // A clean failure is a 5xx answer: from the API the generic JSON envelope, from a page its error page.
      const clean = !ok && result.status >= 500 && (!urlPath.startsWith('/api/') || isGeneric5xx(result))
      if (result.status > 0 && urlPath.startsWith('/api/')) apiAnswered++
      tally.record(kind, result, ok)
      events.push({
        sentAt,
        doneAt: Date.now(),
        kind,
        ok,
        clean,
        why: result.error ?? `HTTP ${result.status}`,
      })
    }
    const visit = async () => {
      const roll = Math.random()
      let kind
      let urlPath
      if (roll < 0.25) {
        const name = pick(Object.keys(urls.pages))
        kind = `page ${name}`
        urlPath = pick(urls.pages[name])
      } else if (roll < 0.35) {
        // A page nobody asked for before: rendered afresh, its loaders reach the database.
        kind = 'page /products (fresh render)'
        urlPath = `/products?visit=${runId}${++fresh}`
      } else if (roll < 0.5) {
        const name = pick(Object.keys(urls.navigations))
        kind = `data ${name}`
        urlPath = pick(urls.navigations[name])
      } else if (roll < 0.9) {
        const name = pick(Object.keys(urls.api))
        kind = `api ${name}`
        urlPath = pick(urls.api[name])
      } else {
        kind = 'api health'
        urlPath = '/api/health'
      }
      const sentAt = Date.now()
      record(kind, urlPath, sentAt, await exchange(agent, site.base, { path: urlPath, userAgent }), 200)
    }
    const quote = async () => {
      const token = `QT${runId}N${String(++sequence).padStart(6, '0')}`
      const urlPath = '/api/v1/quotation/create'
      const sentAt = Date.now()
      const result = await exchange(agent, site.base, {
        method: 'POST',
        path: urlPath,
        body: quotationBody(pick(urls.products)._id, token, domain),
        userAgent,
      })
      if (result.status === 201) quotes201++
      record('post quotation', urlPath, sentAt, result, 201)
    }

    let running = true
    const visitors = Array.from({ length: VISITORS }, async () => {
      while (running) await visit()
    })
    const quotes = (async () => {
      const pending = new Set()
      while (running) {
        const sent = quote().finally(() => pending.delete(sent))
        pending.add(sent)
        await sleep(1000 / QUOTES_PER_SECOND)
      }
      await Promise.all(pending)
    })()

    await sleep(LEAD_MS)
    const stopAt = Date.now()
    await cluster.stop()
    const downAt = Date.now()
    console.log(`PostgreSQL stopped (took ${seconds(downAt - stopAt)}); down for ${seconds(DOWN_MS)}`)
    await sleep(DOWN_MS)
    await cluster.start()
    const upAt = Date.now()
    console.log(`PostgreSQL accepting connections again ${seconds(upAt - stopAt)} after the stop began`)
    await sleep(AFTER_MS)
    running = false
    await Promise.all([...visitors, quotes])
    agent.destroy()

    tally.print()
    const failed = events.filter((e) => !e.ok)
    const unclean = failed.filter((e) => !e.clean)
    const firstFailure = Math.min(...failed.map((e) => e.doneAt))
    const lastFailure = Math.max(...failed.map((e) => e.doneAt))
    const recoveryMs = failed.length ? Math.max(0, lastFailure - upAt) : 0
    const afterRecovery = events.filter((e) => e.sentAt > lastFailure).length
    console.log(
      `${failed.length} of ${events.length} requests failed (${failed.length - unclean.length} cleanly, with a 5xx), ` +
        (failed.length
          ? `the first ${seconds(firstFailure - stopAt)} after the stop began, the last ${seconds(lastFailure - stopAt)} after it: ` +
            `failures for ${seconds(lastFailure - firstFailure)}; answering normally again ${seconds(recoveryMs)} after ` +
            `PostgreSQL was back (${afterRecovery} requests since, all answered)`
          : 'none'),
    )
    const uncleanBy = new Map()
    for (const e of unclean)
      uncleanBy.set(`${e.kind}: ${e.why}`, (uncleanBy.get(`${e.kind}: ${e.why}`) ?? 0) + 1)
    for (const [why, n] of uncleanBy) console.log(`  not clean: ${n}× ${why}`)
    if (site.exit) problems.push(`the Node process ended (${site.exit.code ?? site.exit.signal})`)
    if (unclean.length > 0) problems.push(`${unclean.length} requests failed without a clean 5xx`)
    if (recoveryMs > RECOVERY_LIMIT_MS) {
      problems.push(
        `still failing ${seconds(recoveryMs)} after PostgreSQL was back (limit ${seconds(RECOVERY_LIMIT_MS)})`,
      )
    }

    // Whole again: pages and API reads (cached or not) carry the catalogue, not an empty list kept
    // from the outage.
    const category = urls.categories[0].name
    for (const urlPath of ['/', '/products', '/api/v1/category', '/api/v1/product/active-products']) {
      const result = await exchange(null, site.base, {
        path: urlPath,
        userAgent: 'gwp-faults-setup',
        keepBody: true,
      })
      const whole = urlPath.startsWith('/api/')
        ? JSON.parse(result.body).data?.length > 0
        : result.body.includes(category.replace('&', '&amp;'))
      if (result.status !== 200 || !whole)
        problems.push(`${urlPath} after recovery: ${result.status}, content missing`)
    }
    await sleep(2_000) // the request log flushes every second
    const counter = openCounter({ dataDir, databaseUrl: db.url })
    try {
      const stored = await counter.quotations(domain)
      const logged = await counter.requestsLogged(userAgent)
      console.log(
        `quotations answered 201: ${quotes201}, stored: ${stored}; API requests answered: ${apiAnswered}, ` +
          `requests in the request log: ${logged}`,
      )
      if (stored !== quotes201) problems.push(`${quotes201} quotations answered 201 but ${stored} stored`)
      if (logged !== apiAnswered)
        problems.push(`${apiAnswered - logged} requests missing from the request log`)
    } finally {
      await counter.close()
    }
    const warnings = fs
      .readFileSync(path.join(dataDir, 'server.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('idle PostgreSQL connection')).length
    console.log(`server log: ${warnings} idle connections reported lost`)
    const exit = await site.stop()
    if (exit.code !== 0) problems.push(`server exited with ${exit.code ?? exit.signal} on SIGTERM`)
    verdict(
      'pg-restart',
      problems,
      `${failed.length} requests failed cleanly during the restart, for ${seconds(lastFailure - firstFailure)}; ` +
        `the process stayed up and answered normally ${seconds(recoveryMs)} after PostgreSQL was back`,
    )
  } catch (err) {
    problems.push(`the run stopped: ${err.message.split('\n')[0]}`)
    verdict('pg-restart', problems, '')
    if (site) console.log(site.logTail())
  } finally {
    if (site) await site.stop()
    if (db) await db.drop().catch(() => undefined)
    if (cluster) await cluster.remove()
    if (problems.length === 0) fs.rmSync(dataDir, { recursive: true, force: true })
    else console.log(`(server log and data kept in ${dataDir})`)
  }
}
