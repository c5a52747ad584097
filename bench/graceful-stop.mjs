// Graceful stop: SIGTERM reaches the real server while BENCH_VISITORS (50) visitors keep
// it busy with pages rendered afresh (a query string no one asked for before, so each one runs its
// loaders), their data requests, API reads and a stream of quotations (BENCH_QUOTES_PER_SECOND, 20),
// and while the mail worker is sending to a slow SMTP server (40 ms a message). The server must
// answer every request it took before it stops (Fastify turns away, with a 503 and Connection:
// close, requests arriving on open connections once it is closing; a closed port refuses the rest),
// write every buffered request-log row, leave no e-mail half-sent, and exit 0 promptly. Started
// again on the same data, it must send every staff e-mail exactly once. On SQLite, and with
// BENCH_DATABASE_URL on PostgreSQL too, in a database of the run's own.
import fs from 'node:fs'

import { readCounts } from './faults-lib/database.mjs'
import { pick, postQuotation, QUOTATION_PATH } from './faults-lib/demo-site.mjs'
import { faultRun, onSqliteThenPostgres } from './faults-lib/fault-run.mjs'
import { CLOSING_503, exchange, keepAliveAgent } from './faults-lib/http-client.mjs'
import { freePort } from './faults-lib/site-process.mjs'
import { createTally } from './faults-lib/tally.mjs'
import { seconds, sleep, waitFor } from './faults-lib/time.mjs'
import { crowd, stream } from './faults-lib/traffic.mjs'

const VISITORS = Number(process.env.BENCH_VISITORS ?? 50)
const STOP_AFTER_MS = Number(process.env.BENCH_STOP_AFTER_SECONDS ?? 8) * 1000
const QUOTES_PER_SECOND = Number(process.env.BENCH_QUOTES_PER_SECOND ?? 20)
/** Long enough for every request under way to finish; a server still running after it has hung. */
const STOP_LIMIT_MS = 20_000
const SMTP_DELAY_MS = 40

async function runOn(database, adminUrl) {
  await faultRun({ name: `graceful-stop (${database})`, label: 'stop', stopWith: 'SIGKILL' }, async (run) => {
    const { userAgent, domain, dataDir, problems } = run
    const port = await freePort()
    const { db, sink, env } = await run.mailSetup({ adminUrl, delayMs: SMTP_DELAY_MS })
    const { site, urls } = await run.openSite({ port, env })
    const agent = keepAliveAgent()
    const tally = createTally()
    const outcomes = { answered: 0, apiAnswered: 0, turnedAway: 0, refused: 0, reset: 0, failed: 0 }
    const failures = new Map()
    let quotes201 = 0
    let sequence = 0
    let signalledAt = 0
    let lastAnsweredAt = 0

    // A connection reset is a request the server never read: Node's close drops the connections
    // whose request it has not parsed yet, and the kernel resets those it had not accepted. The
    // accounting below (request-log rows, stored quotations) shows whether any of them was handled.
    const classify = (kind, path, result, expected) => {
      const ok = result.status === expected
      const turnedAway = result.status === 503 && result.body === CLOSING_503
      const handled = ok || turnedAway || result.error === 'ECONNREFUSED' || result.error === 'ECONNRESET'
      tally.record(kind, result, handled)
      if (result.status > 0 && path.startsWith('/api/') && !turnedAway) outcomes.apiAnswered++
      if (ok) {
        outcomes.answered++
        lastAnsweredAt = Date.now()
      } else if (turnedAway) outcomes.turnedAway++
      else if (result.error === 'ECONNREFUSED') outcomes.refused++
      else if (result.error === 'ECONNRESET') outcomes.reset++
      else {
        outcomes.failed++
        const why = `${kind}: ${result.error ?? `HTTP ${result.status} ${result.body.slice(0, 120)}`}`
        failures.set(why, (failures.get(why) ?? 0) + 1)
      }
    }

    // Pages and data requests nobody asked for before: each renders afresh and runs its loaders.
    let fresh = 0
    const visit = async () => {
      const roll = Math.random()
      let kind
      let path
      if (roll < 0.3) {
        const kinds = ['home', 'products', 'category', 'product', 'blogs', 'blog']
        const name = pick(kinds)
        kind = `page ${name} (fresh render)`
        const page = pick(urls.pages[name])
        path = `${page}${page.includes('?') ? '&' : '?'}visit=${run.runId}${++fresh}`
      } else if (roll < 0.45) {
        const name = pick(['products', 'category', 'product', 'blog'])
        kind = `data ${name} (fresh render)`
        path = pick(urls.navigations[name]).replace('?', `?visit=${run.runId}${++fresh}&`)
      } else if (roll < 0.9) {
        const name = pick(Object.keys(urls.api))
        kind = `api ${name}`
        path = pick(urls.api[name])
      } else {
        kind = 'api health'
        path = '/api/health'
      }
      classify(kind, path, await exchange(agent, site.base, { path, userAgent }), 200)
    }
    const quote = async () => {
      const token = run.token(++sequence)
      const productId = pick(urls.products)._id
      const result = await postQuotation(agent, site.base, { productId, token, domain, userAgent })
      if (result.status === 201) quotes201++
      classify('post quotation', QUOTATION_PATH, result, 201)
    }

    let running = true
    const visitors = crowd(VISITORS, () => running, visit)
    const quotes = stream(QUOTES_PER_SECOND, () => running, quote)

    await sleep(STOP_AFTER_MS)
    const before = tally.total('sent')
    signalledAt = Date.now()
    site.signal('SIGTERM')
    console.log(
      `${database}: SIGTERM after ${before} requests, with ${VISITORS} visitors and ${QUOTES_PER_SECOND} quotations/s going on`,
    )
    const limit = setTimeout(() => site.signal('SIGKILL'), STOP_LIMIT_MS)
    const exit = await site.exited
    clearTimeout(limit)
    // The visitors go on a moment longer: a closed port must refuse them, not leave them hanging.
    await sleep(300)
    running = false
    await Promise.all([visitors, quotes])
    agent.destroy()

    const stopMs = exit.at - signalledAt
    console.log(
      `${database}: per kind, the whole run (503s while closing, refusals and resets count as handled):`,
    )
    tally.print()
    console.log(
      `${database}: exit ${exit.code ?? exit.signal} ${seconds(stopMs)} after SIGTERM; last answer ${seconds(lastAnsweredAt - signalledAt)} after it. ` +
        `Answered ${outcomes.answered}, turned away while closing ${outcomes.turnedAway}, refused (port closed) ${outcomes.refused}, ` +
        `connection reset before the server read the request ${outcomes.reset}, failed ${outcomes.failed}`,
    )
    for (const [why, n] of failures) console.log(`  ${n}× ${why}`)
    if (exit.code !== 0) problems.push(`exit ${exit.code ?? exit.signal} instead of 0`)
    if (stopMs > STOP_LIMIT_MS - 1000) problems.push(`still running ${seconds(STOP_LIMIT_MS)} after SIGTERM`)
    if (outcomes.failed > 0) problems.push(`${outcomes.failed} requests failed`)
    const errorLines = fs
      .readFileSync(`${dataDir}/server.log`, 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line))
    if (errorLines.length > 0) {
      problems.push(`${errorLines.length} error lines in the server log`)
      for (const line of errorLines.slice(0, 5)) console.log(`  log: ${line.slice(0, 300)}`)
    }

    await readCounts({ dataDir, databaseUrl: db?.url }, async (counter) => {
      const logged = await counter.requestsLogged(userAgent)
      const stored = await counter.quotations(domain)
      const queue = await counter.mailByStatus()
      console.log(
        `${database}: after the stop: API requests answered ${outcomes.apiAnswered}, requests in the request log ${logged}; ` +
          `quotations answered 201 ${quotes201}, stored ${stored}; mail queue ${JSON.stringify(queue)}; ` +
          `staff e-mails received so far ${sink.byToken.size}`,
      )
      if (logged !== outcomes.apiAnswered) {
        problems.push(`${outcomes.apiAnswered} API requests answered but ${logged} in the request log`)
      }
      if (stored !== quotes201) problems.push(`${quotes201} quotations answered 201 but ${stored} stored`)
      if (queue.sending) problems.push(`${queue.sending} e-mails left marked as being sent`)
    })

    // Started again on the same data: what the queue still holds goes out, each message once.
    const again = await run.startSite({ port, env, label: 'server (again)' })
    const delivered = await waitFor(() => sink.byToken.size >= quotes201, 60_000)
    await sleep(2_000)
    const twice = sink.tokensMoreThanOnce()
    console.log(
      `${database}: started again: staff e-mails received ${sink.byToken.size} for ${quotes201} quotations, ${twice} more than once`,
    )
    if (!delivered) problems.push(`${quotes201 - sink.byToken.size} staff e-mails never sent`)
    if (twice > 0) problems.push(`${twice} staff e-mails sent more than once`)
    await run.stopCleanly(again, (how) => `second stop: exit ${how}`)
    return (
      `stopped in ${seconds(stopMs)} with exit 0; every request taken was answered and logged, ` +
      `no e-mail left half-sent, and each staff e-mail sent once`
    )
  })
}

export const run = () => onSqliteThenPostgres(runOn, 'to stop it on PostgreSQL too')
