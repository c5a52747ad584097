// Several processes, proven: an S3-compatible server (s3rver), a PostgreSQL database of the run's own
// (BENCH_DATABASE_URL) and two server processes on them, each with a data folder of its own, behind a
// round-robin client that polls /api/ready as a load balancer does. First BENCH_SINGLE_SECONDS (15)
// with one process, then BENCH_SECONDS (60) with both: BENCH_VISITORS (200) visitors on pages and
// catalogue reads, a product edited every second through one process and read through the other
// until the edit shows (its API answer and its page), and a stream of quotations from one address
// past its hourly limit. Two thirds into the second part one process gets SIGTERM and drains.
// Checks: no request fails; the largest staleness; every quotation the limit lets through, and no
// more, whichever process answered; every e-mail queued sent once; no file under either data folder's
// uploads; and throughput with two processes against one (both pinned to one core, as every bench
// server is: the figure shows what a second process costs or gains there, not a second machine).
import fs from 'node:fs'
import path from 'node:path'

import { startBucket } from './faults-lib/bucket.mjs'
import { readCounts } from './faults-lib/database.mjs'
import { discoverSite, pick, postQuotation } from './faults-lib/demo-site.mjs'
import { faultRun } from './faults-lib/fault-run.mjs'
import { exchange, keepAliveAgent } from './faults-lib/http-client.mjs'
import { BENCH_ADMIN, freePort, startSite, tempDir } from './faults-lib/site-process.mjs'
import { createTally } from './faults-lib/tally.mjs'
import { seconds, sleep, waitFor } from './faults-lib/time.mjs'
import { crowd, stream } from './faults-lib/traffic.mjs'

const VISITORS = Number(process.env.BENCH_VISITORS ?? 200)
const SINGLE_MS = Number(process.env.BENCH_SINGLE_SECONDS ?? 15) * 1000
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 60) * 1000
const WARMUP_MS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10) * 1000
const QUOTES_PER_SECOND = 5
/** Quotations one address may send an hour: half of what the run sends from its one address. */
const QUOTE_LIMIT = Math.floor((QUOTES_PER_SECOND * (2 * WARMUP_MS + SINGLE_MS + MEASURE_MS)) / 1000 / 2)
/** What the stopped process is given to drain, and how often the client asks each one if it is ready. */
const SHUTDOWN_DELAY_SECONDS = 3
const READY_POLL_MS = 250
const FRESH_WAIT_MS = 10_000
const MAIL_WAIT_MS = 120_000

/** The visitors' requests: pages and catalogue reads, each drawn from the demo site's URLs. */
const visitorPaths = (urls) => [
  ...urls.pages.home,
  ...urls.pages.products,
  ...urls.pages.category,
  ...urls.pages.product,
  ...urls.navigations.product,
  ...urls.api.categories,
  ...urls.api.product,
  ...urls.api['products-by-sub-category'],
]

/** Round-robin over the processes that last said they are ready, as a balancer with health checks. */
function balancer(userAgent) {
  const sites = []
  const ready = new Set()
  const polls = []
  let turn = 0
  let polling = true
  return {
    /** Takes `site` into the pool (it answers already) and asks it every READY_POLL_MS from now on. */
    add(site) {
      sites.push(site)
      ready.add(site)
      polls.push(
        (async () => {
          while (polling && sites.includes(site)) {
            const answer = await exchange(null, site.base, { path: '/api/ready', userAgent })
            if (answer.status === 200) ready.add(site)
            else ready.delete(site)
            await sleep(READY_POLL_MS)
          }
        })(),
      )
    },
    /** Sends to `site` no more, as when it leaves the balancer's pool. */
    remove(site) {
      if (sites.includes(site)) sites.splice(sites.indexOf(site), 1)
      ready.delete(site)
    },
    has: (site) => ready.has(site),
    next() {
      const live = sites.filter((site) => ready.has(site))
      return live[turn++ % live.length] ?? sites[0]
    },
    async stop() {
      polling = false
      await Promise.all(polls)
    },
  }
}

/** Every file under a data folder's uploads (there should be none: the files are in the bucket). */
function uploadsOnDisk(dataDir) {
  const root = path.join(dataDir, 'uploads')
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }) : []
}

export async function run() {
  const adminUrl = process.env.BENCH_DATABASE_URL
  if (!adminUrl) {
    console.log('VERDICT cluster: FAIL (set BENCH_DATABASE_URL: several processes need PostgreSQL)')
    process.exitCode = 1
    return
  }
  await faultRun({ name: 'cluster (PostgreSQL, S3, 2 processes)', label: 'cluster' }, async (run) => {
    const { userAgent, domain, problems } = run
    const { db, sink, env } = await run.mailSetup({ adminUrl })
    const bucket = await startBucket()
    run.defer(() => bucket.stop())
    const siteEnv = {
      ...env,
      ...bucket.env,
      QUOTE_RATE_LIMIT: String(QUOTE_LIMIT),
      SHUTDOWN_DELAY: String(SHUTDOWN_DELAY_SECONDS),
    }
    const start = async (label) => {
      const dataDir = tempDir(`cluster-${label}`)
      run.defer(() => fs.rmSync(dataDir, { recursive: true, force: true }))
      const site = await startSite({ dataDir, port: await freePort(), env: siteEnv, label })
      run.defer(() => site.stop('SIGKILL'))
      return { site, dataDir }
    }
    const first = await start('process A')
    const second = await start('process B')
    const [a, b] = [first.site, second.site]
    const urls = await discoverSite(a.base)
    const paths = visitorPaths(urls)
    const agent = keepAliveAgent()
    const tally = createTally()
    const pool = balancer(userAgent)
    pool.add(a)

    const signIn = await exchange(null, a.base, {
      method: 'POST',
      path: '/api/v1/auth/login',
      body: BENCH_ADMIN,
      userAgent,
      keepBody: true,
    })
    const token = JSON.parse(signIn.body).GWP_Token
    let served = 0
    const visit = async () => {
      const site = pool.next()
      const result = await exchange(agent, site.base, { path: pick(paths), userAgent })
      // By process: their answer times say which one holds the visitors up.
      tally.record(`visitor read via ${site === a ? 'A' : 'B'}`, result, result.status === 200)
      if (result.status === 200) served++
    }
    const quotes = { sent: 0, accepted: 0, refused: 0 }
    const quote = async () => {
      const n = ++quotes.sent
      const productId = pick(urls.products)._id
      const site = pool.next()
      const result = await postQuotation(agent, site.base, {
        productId,
        token: run.token(n),
        domain,
        userAgent,
      })
      if (result.status === 201) quotes.accepted++
      if (result.status === 429) quotes.refused++
      tally.record('post quotation', result, result.status === 201 || result.status === 429)
    }

    // A product edited through A every second; how long until B's answer and B's page show the edit.
    const product = urls.products[0]
    const staleness = { api: [], page: [] }
    // Answers B gave with the old text after A had answered the edit: none if B sees writes at once.
    let staleAnswers = 0
    let edits = 0
    const editAndWatch = async () => {
      const description = `Edited by the cluster run ${run.runId}, edit number ${++edits}.`
      const result = await exchange(agent, a.base, {
        method: 'PATCH',
        path: `/api/v1/product/update/${product._id}`,
        body: { description },
        userAgent,
        headers: { authorization: `Bearer ${token}` },
      })
      tally.record('staff edit', result, result.status === 200)
      if (result.status !== 200 || !pool.has(b)) return
      const answered = performance.now()
      for (const [kind, urlPath] of [
        ['api', `/api/v1/product/${product._id}`],
        ['page', `/product/${product._id}`],
      ]) {
        for (;;) {
          const read = await exchange(agent, b.base, { path: urlPath, userAgent, keepBody: true })
          if (read.status === 200 && read.body.includes(description)) {
            staleness[kind].push(performance.now() - answered)
            break
          }
          staleAnswers++
          if (performance.now() - answered > FRESH_WAIT_MS) {
            problems.push(`B's ${kind} never showed edit ${edits}`)
            break
          }
        }
      }
    }

    // One process first, then both. The same traffic throughout, the edits included: each edit makes
    // the catalogue's cached answers and pages stale, on every process, and they are made again.
    // Throughput is counted after a warm-up in each part: a process that has just started runs its
    // code cold (B joins at the second part), and its first renders are several times slower.
    let phaseEnd = 0
    const running = () => Date.now() < phaseEnd
    const traffic = () => [
      crowd(VISITORS, running, visit),
      stream(QUOTES_PER_SECOND, running, quote),
      // One edit at a time: a new one before the last showed would hide it.
      stream(1, running, editAndWatch, 1),
    ]
    /** Requests answered per second from `afterMs` into a part until `untilMs`. */
    const throughput = async (afterMs, untilMs) => {
      await sleep(afterMs)
      const before = served
      const from = Date.now()
      await sleep(untilMs - afterMs)
      return (served - before) / ((Date.now() - from) / 1000)
    }

    console.log(
      `one process: ${VISITORS} visitors for ${seconds(WARMUP_MS + SINGLE_MS)}, the last ${seconds(SINGLE_MS)} counted`,
    )
    phaseEnd = Date.now() + WARMUP_MS + SINGLE_MS
    const [single] = await Promise.all([throughput(WARMUP_MS, WARMUP_MS + SINGLE_MS), ...traffic()])

    const stopAfter = WARMUP_MS + (MEASURE_MS * 2) / 3
    console.log(
      `two processes: ${VISITORS} visitors for ${seconds(WARMUP_MS + MEASURE_MS)}, counted from ${seconds(WARMUP_MS)}, ` +
        `B stopped at ${seconds(stopAfter)}`,
    )
    pool.add(b)
    const started = Date.now()
    phaseEnd = started + WARMUP_MS + MEASURE_MS
    let stoppedAt = 0
    const stopB = (async () => {
      await sleep(stopAfter)
      stoppedAt = Date.now()
      const exit = await b.stop('SIGTERM', 30_000)
      pool.remove(b)
      if (exit.code !== 0) problems.push(`process B exited with ${exit.code ?? exit.signal} on SIGTERM`)
    })()
    const [both] = await Promise.all([throughput(WARMUP_MS, stopAfter), ...traffic(), stopB])
    await pool.stop()

    const { mail, quotations } = await readCounts(
      { dataDir: first.dataDir, databaseUrl: db.url },
      async (c) => {
        await waitFor(async () => {
          const byStatus = await c.mailByStatus()
          return (
            (byStatus.pending ?? 0) + (byStatus.sending ?? 0) === 0 && sink.received >= (byStatus.sent ?? 0)
          )
        }, MAIL_WAIT_MS)
        return { mail: await c.mailByStatus(), quotations: await c.quotations(domain) }
      },
    )

    tally.print()
    const failed = tally.total('failed')
    const worst = (list) => (list.length ? Math.max(...list) : NaN)
    const onDisk = [...uploadsOnDisk(first.dataDir), ...uploadsOnDisk(second.dataDir)]
    if (failed > 0) problems.push(`${failed} requests failed`)
    if (quotes.accepted !== QUOTE_LIMIT || quotations !== QUOTE_LIMIT)
      problems.push(`${quotes.accepted} quotations accepted and ${quotations} stored, not ${QUOTE_LIMIT}`)
    if (quotes.accepted + quotes.refused !== quotes.sent)
      problems.push(`${quotes.sent - quotes.accepted - quotes.refused} quotations neither stored nor refused`)
    if ((mail.sent ?? 0) !== sink.received || sink.tokensMoreThanOnce() > 0 || (mail.failed ?? 0) > 0)
      problems.push(
        `${mail.sent ?? 0} e-mails sent, ${sink.received} received, ${sink.tokensMoreThanOnce()} twice`,
      )
    if (sink.byToken.size !== QUOTE_LIMIT)
      problems.push(`${sink.byToken.size} staff e-mails, not ${QUOTE_LIMIT}`)
    if (onDisk.length > 0) problems.push(`${onDisk.length} files under DATA_DIR/uploads`)
    if (staleness.api.length === 0) problems.push('no edit was watched through B')
    if (staleAnswers > 0) problems.push(`B answered ${staleAnswers} times with an edit A had already saved`)

    const summary =
      `${tally.total('sent')} requests, ${failed} failed; every read through B after an edit through A ` +
      `answered showed it (${staleAnswers} stale), the first within ${worst(staleness.api).toFixed(0)} ms ` +
      `(API) and ${worst(staleness.page).toFixed(0)} ms (page), over ${staleness.api.length} edits; ` +
      `quotations ${quotes.accepted} of ${quotes.sent} accepted (limit ${QUOTE_LIMIT}); ` +
      `e-mails ${mail.sent ?? 0} queued and sent, ${sink.received} received once each; ` +
      `${onDisk.length} files under uploads; throughput ${single.toFixed(0)} req/s with one process, ` +
      `${both.toFixed(0)} with two (${(both / single).toFixed(2)}×); B stopped ${seconds(stoppedAt - started)} in`
    return summary
  })
}
