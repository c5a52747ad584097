// PostgreSQL restart under load: the real server runs on a throwaway PostgreSQL cluster
// of this script's own (bench/faults-lib/stoppable-postgres.mjs: Debian's binaries, on a free loopback
// port, run as the postgres user when this runs as root; the machine's own server is never touched), while
// BENCH_VISITORS (30) visitors read pages, data requests and the API and a stream of quotations
// (BENCH_QUOTES_PER_SECOND, 10) goes on. After BENCH_LEAD_SECONDS (10) the cluster stops (pg_ctl stop
// -m fast, what a restart does), stays down BENCH_PG_DOWN_SECONDS (10), and starts again. Requests
// meanwhile must fail cleanly (a 5xx; from the API with the generic JSON body), the Node process must
// live through it, and it must answer normally again within BENCH_RECOVERY_LIMIT_SECONDS (10) of
// PostgreSQL being back, with its pages and caches whole. Without PostgreSQL binaries, a TCP proxy
// in front of BENCH_DATABASE_URL's server is cut instead (said in the output). Everything it started
// is stopped and removed at the end.
import fs from 'node:fs'
import path from 'node:path'

import { createDatabase, readCounts } from './faults-lib/database.mjs'
import { pick, postQuotation, QUOTATION_PATH } from './faults-lib/demo-site.mjs'
import { faultRun } from './faults-lib/fault-run.mjs'
import { exchange, isGeneric5xx, keepAliveAgent } from './faults-lib/http-client.mjs'
import { freePort } from './faults-lib/site-process.mjs'
import { stoppablePostgres } from './faults-lib/stoppable-postgres.mjs'
import { createTally } from './faults-lib/tally.mjs'
import { seconds, sleep } from './faults-lib/time.mjs'
import { crowd, stream } from './faults-lib/traffic.mjs'

const VISITORS = Number(process.env.BENCH_VISITORS ?? 30)
const QUOTES_PER_SECOND = Number(process.env.BENCH_QUOTES_PER_SECOND ?? 10)
const LEAD_MS = Number(process.env.BENCH_LEAD_SECONDS ?? 10) * 1000
const DOWN_MS = Number(process.env.BENCH_PG_DOWN_SECONDS ?? 10) * 1000
const AFTER_MS = 20_000
const RECOVERY_LIMIT_MS = Number(process.env.BENCH_RECOVERY_LIMIT_SECONDS ?? 10) * 1000

export function run() {
  return faultRun({ name: 'pg-restart', label: 'pg' }, async (run) => {
    const { userAgent, domain, dataDir, problems } = run
    const cluster = await stoppablePostgres()
    run.defer(() => cluster.remove())
    console.log(`PostgreSQL: ${cluster.how}`)
    const db = await createDatabase(cluster.adminUrl, run.runId)
    run.defer(() => db.drop().catch(() => undefined))
    const { site, urls } = await run.openSite({
      port: await freePort(),
      env: { DATABASE_URL: db.url, QUOTE_RATE_LIMIT: '1000000' },
    })
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
        urlPath = `/products?visit=${run.runId}${++fresh}`
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
      const token = run.token(++sequence)
      const productId = pick(urls.products)._id
      const sentAt = Date.now()
      const result = await postQuotation(agent, site.base, { productId, token, domain, userAgent })
      if (result.status === 201) quotes201++
      record('post quotation', QUOTATION_PATH, sentAt, result, 201)
    }

    let running = true
    const visitors = crowd(VISITORS, () => running, visit)
    const quotes = stream(QUOTES_PER_SECOND, () => running, quote)

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
    await Promise.all([visitors, quotes])
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
    await readCounts({ dataDir, databaseUrl: db.url }, async (counter) => {
      const stored = await counter.quotations(domain)
      const logged = await counter.requestsLogged(userAgent)
      console.log(
        `quotations answered 201: ${quotes201}, stored: ${stored}; API requests answered: ${apiAnswered}, ` +
          `requests in the request log: ${logged}`,
      )
      if (stored !== quotes201) problems.push(`${quotes201} quotations answered 201 but ${stored} stored`)
      if (logged !== apiAnswered)
        problems.push(`${apiAnswered - logged} requests missing from the request log`)
    })
    const warnings = fs
      .readFileSync(path.join(dataDir, 'server.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('idle PostgreSQL connection')).length
    console.log(`server log: ${warnings} idle connections reported lost`)
    await run.stopCleanly(site)
    return (
      `${failed.length} requests failed cleanly during the restart, for ${seconds(lastFailure - firstFailure)}; ` +
      `the process stayed up and answered normally ${seconds(recoveryMs)} after PostgreSQL was back`
    )
  })
}
