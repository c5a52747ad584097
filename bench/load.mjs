// Proof under load: BENCH_VISITORS (200) concurrent visitors for BENCH_SECONDS (60 s),
// after a BENCH_WARMUP_SECONDS (10 s) warm-up, against the real server on loopback: on SQLite, then,
// with BENCH_DATABASE_URL, on PostgreSQL in a database of the run's own (created and dropped here).
// Each visitor sends its next request as soon as the last is answered, drawn from a mix of
// server-rendered public pages, the single-fetch data requests React Router 7 makes on a client
// navigation, and catalogue API reads. Beside them, a steady stream of quotation requests
// (BENCH_QUOTES_PER_SECOND, 5) and catalogue requests (BENCH_CATALOG_PER_SECOND, 0.5) under raised
// rate limits (the defaults allow 10 and 5 an hour per address); together they stay under what the
// mail worker sends to the sink in a second (about 9: one connection a message, and smtp-server waits
// 100 ms before its greeting). Every answer's status is checked. Afterwards every quotation answered
// 201 must be stored, every API request must be counted in the request log once the server has flushed,
// and every e-mail (staff notice, catalogue) must reach the SMTP sink exactly once.
import { readCounts } from './faults-lib/database.mjs'
import { pick, postQuotation } from './faults-lib/demo-site.mjs'
import { faultRun, onSqliteThenPostgres } from './faults-lib/fault-run.mjs'
import { exchange, keepAliveAgent } from './faults-lib/http-client.mjs'
import { cpuTicks, freePort } from './faults-lib/site-process.mjs'
import { createTally, percentile } from './faults-lib/tally.mjs'
import { seconds, sleep, waitFor } from './faults-lib/time.mjs'
import { crowd, stream } from './faults-lib/traffic.mjs'

const VISITORS = Number(process.env.BENCH_VISITORS ?? 200)
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000
const WARMUP_MS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10) * 1000
const QUOTES_PER_SECOND = Number(process.env.BENCH_QUOTES_PER_SECOND ?? 5)
const CATALOG_PER_SECOND = Number(process.env.BENCH_CATALOG_PER_SECOND ?? 0.5)
/** A stream request is dropped (and reported) rather than queued when this many are still waiting. */
const STREAM_IN_FLIGHT_MAX = 100
const FLUSH_WAIT_MS = 15_000
const MAIL_WAIT_MS = 120_000

/** Weight, kind, and where its URLs come from: pages, navigations, then API reads. */
const MIX = [
  [8, 'page /', (s) => s.pages.home],
  [6, 'page /products', (s) => s.pages.products],
  [6, 'page category', (s) => s.pages.category],
  [8, 'page product', (s) => s.pages.product],
  [3, 'page /blogs', (s) => s.pages.blogs],
  [4, 'page blog', (s) => s.pages.blog],
  [3, 'data home', (s) => s.navigations.home],
  [6, 'data products', (s) => s.navigations.products],
  [6, 'data category', (s) => s.navigations.category],
  [9, 'data product', (s) => s.navigations.product],
  [3, 'data blogs', (s) => s.navigations.blogs],
  [3, 'data blog', (s) => s.navigations.blog],
  [6, 'api categories', (s) => s.api.categories],
  [5, 'api active products', (s) => s.api['active-products']],
  [6, 'api products by sub-category', (s) => s.api['products-by-sub-category']],
  [4, 'api sub-categories by category', (s) => s.api['sub-categories-by-category']],
  [6, 'api product', (s) => s.api.product],
  [3, 'api active blogs', (s) => s.api['active-blogs']],
  [3, 'api blog', (s) => s.api.blog],
  [2, 'api heading', (s) => s.api.heading],
  [2, 'api active events', (s) => s.api['active-events']],
]

function chooser(site) {
  const entries = MIX.map(([weight, kind, urls]) => ({ weight, kind, urls: urls(site) }))
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0)
  return () => {
    let roll = Math.random() * total
    for (const entry of entries) {
      roll -= entry.weight
      if (roll < 0) return { kind: entry.kind, path: pick(entry.urls) }
    }
    return { kind: entries[0].kind, path: entries[0].urls[0] }
  }
}

async function runOn(database, adminUrl) {
  await faultRun({ name: `load (${database})`, label: 'load' }, async (run) => {
    const { userAgent, domain, problems } = run
    const { db, sink, env } = await run.mailSetup({ adminUrl })
    const { site, urls } = await run.openSite({
      port: await freePort(),
      env: { ...env, CATALOG_RATE_LIMIT: '1000000' },
    })
    const next = chooser(urls)
    const agent = keepAliveAgent()
    const tally = createTally()
    tally.measuring = false
    const counts = { api: 0, quotes201: 0, catalog200: 0 }
    let sequence = 0
    const catalogRecipients = []

    const visit = async () => {
      const { kind, path } = next()
      const result = await exchange(agent, site.base, { path, userAgent })
      if (path.startsWith('/api/') && result.status > 0) counts.api++
      tally.record(kind, result, result.status === 200)
    }
    const quote = async () => {
      const token = run.token(++sequence)
      const productId = pick(urls.products)._id
      const result = await postQuotation(agent, site.base, { productId, token, domain, userAgent })
      if (result.status > 0) counts.api++
      if (result.status === 201) counts.quotes201++
      tally.record('post quotation', result, result.status === 201)
    }
    const catalog = async () => {
      const email = `catalog${String(++sequence).padStart(6, '0')}@${domain}`
      const result = await exchange(agent, site.base, {
        method: 'POST',
        path: '/api/v1/catalog/send-catalog',
        body: { email },
        userAgent,
      })
      if (result.status > 0) counts.api++
      if (result.status === 200) {
        counts.catalog200++
        catalogRecipients.push(email)
      }
      tally.record('post catalogue', result, result.status === 200)
    }

    console.log(
      `${database}: ${VISITORS} visitors, ${seconds(WARMUP_MS)} warm-up then ${seconds(MEASURE_MS)} measured; ` +
        `${QUOTES_PER_SECOND} quotations/s and ${CATALOG_PER_SECOND} catalogue requests/s beside them`,
    )
    const started = Date.now()
    const end = started + WARMUP_MS + MEASURE_MS
    const running = () => Date.now() < end
    let window = null
    const measureTimer = setTimeout(() => {
      tally.measuring = true
      window = { at: Date.now(), ticks: cpuTicks(site.pid), sent: tally.total('sent') }
    }, WARMUP_MS)
    const visitors = crowd(VISITORS, running, visit)
    const streams = [
      stream(QUOTES_PER_SECOND, running, quote, STREAM_IN_FLIGHT_MAX),
      stream(CATALOG_PER_SECOND, running, catalog, STREAM_IN_FLIGHT_MAX),
    ]
    await visitors
    const measuredMs = Date.now() - window.at
    const serverCpuSeconds = (cpuTicks(site.pid) - window.ticks) / 100
    const measuredRequests = tally.total('sent') - window.sent
    const [quoteStream, catalogStream] = await Promise.all(streams)
    clearTimeout(measureTimer)
    agent.destroy()

    console.log(`${database}: per kind (times from the measured window):`)
    tally.print()
    const failed = tally.total('failed')
    const sent = tally.total('sent')
    console.log(
      `${database}: ${sent} requests, ${failed} failed; measured window ${measuredRequests} requests in ` +
        `${seconds(measuredMs)} (${(measuredRequests / (measuredMs / 1000)).toFixed(0)} req/s), server CPU ` +
        `${serverCpuSeconds.toFixed(1)} s (${((serverCpuSeconds / (measuredMs / 1000)) * 100).toFixed(0)} % of a core)`,
    )
    const allTimes = [...tally.kinds.values()].flatMap((entry) => entry.times).sort((a, b) => a - b)
    console.log(
      `${database}: all kinds together p50 ${percentile(allTimes, 0.5).toFixed(1)} ms, p99 ${percentile(allTimes, 0.99).toFixed(1)} ms`,
    )
    if (failed > 0) problems.push(`${failed} of ${sent} requests failed`)
    if (quoteStream.dropped + catalogStream.dropped > 0) {
      problems.push(
        `${quoteStream.dropped + catalogStream.dropped} stream requests not sent (${STREAM_IN_FLIGHT_MAX} still waiting)`,
      )
    }

    // Accounting: the server flushes its request log every second; the mail worker sends meanwhile.
    await readCounts({ dataDir: run.dataDir, databaseUrl: db?.url }, async (counter) => {
      let logged = 0
      await waitFor(
        async () => (logged = await counter.requestsLogged(userAgent)) >= counts.api,
        FLUSH_WAIT_MS,
      )
      const stored = await counter.quotations(domain)
      const mailStarted = Date.now()
      const staffMails = () => [...sink.byToken.values()].reduce((sum, n) => sum + n, 0)
      const catalogMails = () =>
        catalogRecipients.reduce((sum, to) => sum + (sink.byRecipient.get(to) ?? 0), 0)
      await waitFor(
        () => sink.byToken.size >= counts.quotes201 && catalogMails() >= counts.catalog200,
        MAIL_WAIT_MS,
      )
      const mailMs = Date.now() - mailStarted
      await sleep(2_000) // a duplicate would arrive right behind the first copy
      const twice = sink.tokensMoreThanOnce()
      const catalogDelivered = catalogRecipients.filter((to) => sink.byRecipient.has(to)).length
      const catalogTwice = catalogRecipients.filter((to) => sink.byRecipient.get(to) > 1).length
      const queue = await counter.mailByStatus()
      console.log(
        `${database}: quotations answered 201: ${counts.quotes201}, stored: ${stored}; API requests answered: ` +
          `${counts.api}, requests in the request log: ${logged}; staff e-mails received: ${staffMails()} for ` +
          `${sink.byToken.size} quotations, catalogue e-mails: ${catalogMails()} for ${counts.catalog200} ` +
          `requests (all in within ${seconds(mailMs)} of the load's end); mail queue ${JSON.stringify(queue)}`,
      )
      if (stored !== counts.quotes201)
        problems.push(`${counts.quotes201} quotations answered 201 but ${stored} stored`)
      if (logged !== counts.api)
        problems.push(`${counts.api} API requests answered but ${logged} in the request log`)
      if (sink.byToken.size !== counts.quotes201) {
        problems.push(`${counts.quotes201 - sink.byToken.size} staff e-mails missing`)
      }
      if (catalogDelivered !== counts.catalog200) {
        problems.push(`${counts.catalog200 - catalogDelivered} catalogue e-mails missing`)
      }
      if (twice + catalogTwice > 0) problems.push(`${twice + catalogTwice} e-mails delivered more than once`)
    })
    await run.stopCleanly(site)
    return `${sent} requests by ${VISITORS} visitors, 0 errors, every quotation, logged request and e-mail accounted for`
  })
}

export const run = () => onSqliteThenPostgres(runOn, 'to run the same load on PostgreSQL')
