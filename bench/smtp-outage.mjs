// SMTP outage: the real server sends its staff notices to a real SMTP server on loopback
// (the `smtp-server` package), which stops for BENCH_OUTAGE_SECONDS (60) while visitors keep asking
// for quotations (BENCH_QUOTES_PER_SECOND, 5, from BENCH_LEAD_SECONDS (10) before the outage until as
// long after it). Every quotation must be stored and answered 201 throughout, and once the SMTP server
// is back every staff e-mail must arrive exactly once (matched by the token in the visitor's name,
// which the subject and body carry). The mail worker retries after 30 s, then 60 s, doubling, so the
// last ones arrive up to about two outages after it began; the wait for them is bounded accordingly.
import fs from 'node:fs'

import {
  createDatabase,
  createTally,
  discoverSite,
  exchange,
  freePort,
  keepAliveAgent,
  newRunId,
  openCounter,
  pick,
  quotationBody,
  seconds,
  sleep,
  startSite,
  startSmtpSink,
  tempDir,
  verdict,
  waitFor,
} from './faults-lib.mjs'

const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 60) * 1000
const LEAD_MS = Number(process.env.BENCH_LEAD_SECONDS ?? 10) * 1000
const QUOTES_PER_SECOND = Number(process.env.BENCH_QUOTES_PER_SECOND ?? 5)
/** Retries come 30 s after a failure, then 60 s, and so on (mail-worker.ts), plus the 5 s poll. */
const DELIVERY_WAIT_MS = 2 * OUTAGE_MS + 60_000

export async function run() {
  const runId = newRunId()
  const userAgent = `gwp-faults-smtp/${runId}`
  const domain = `${runId}.example.com`
  const dataDir = tempDir('smtp')
  const sink = await startSmtpSink({ tokenPattern: new RegExp(`QT${runId}N\\d{6}`, 'g') })
  const adminUrl = process.env.BENCH_DATABASE_URL
  const db = adminUrl ? await createDatabase(adminUrl, runId) : null
  const database = db ? 'PostgreSQL' : 'SQLite'
  const problems = []
  let site
  try {
    site = await startSite({
      dataDir,
      port: await freePort(),
      env: {
        DATABASE_URL: db?.url ?? '',
        SMTP_URL: sink.url,
        STAFF_EMAIL: 'staff@gwp.example.com',
        QUOTE_RATE_LIMIT: '1000000',
      },
    })
    const urls = await discoverSite(site.base)
    const agent = keepAliveAgent()
    const tally = createTally()
    const answeredAt = new Map()
    let sequence = 0
    let phase = 'before'
    const quote = async () => {
      const token = `QT${runId}N${String(++sequence).padStart(6, '0')}`
      const body = quotationBody(pick(urls.products)._id, token, domain)
      const result = await exchange(agent, site.base, {
        method: 'POST',
        path: '/api/v1/quotation/create',
        body,
        userAgent,
      })
      if (result.status === 201) answeredAt.set(token, Date.now())
      tally.record(`post quotation (${phase} the outage)`, result, result.status === 201)
    }

    let running = true
    const traffic = (async () => {
      const pending = new Set()
      let next = performance.now()
      while (running) {
        const sent = quote().finally(() => pending.delete(sent))
        pending.add(sent)
        next += 1000 / QUOTES_PER_SECOND
        await sleep(Math.max(0, next - performance.now()))
      }
      await Promise.all(pending)
    })()

    console.log(
      `${database}: ${QUOTES_PER_SECOND} quotations/s; the SMTP server stops ${seconds(LEAD_MS)} in, for ${seconds(OUTAGE_MS)}`,
    )
    await sleep(LEAD_MS)
    const deliveredBefore = sink.byToken.size
    await sink.stop()
    const outageStarted = Date.now()
    phase = 'during'
    console.log(`${database}: SMTP server stopped after ${deliveredBefore} staff e-mails`)
    await sleep(OUTAGE_MS)
    await sink.start()
    const outageEnded = Date.now()
    phase = 'after'
    console.log(`${database}: SMTP server back after ${seconds(outageEnded - outageStarted)}`)
    await sleep(LEAD_MS)
    running = false
    await traffic
    agent.destroy()
    const answered = answeredAt.size

    const allIn = await waitFor(() => sink.byToken.size >= answered, DELIVERY_WAIT_MS, 1_000)
    const lastAt = Math.max(...sink.deliveredAt.values())
    await sleep(3_000) // a second copy would come right behind the first
    tally.print()
    const twice = [...sink.byToken.entries()].filter(([, n]) => n > 1)
    const unknown = [...sink.byToken.keys()].filter((token) => !answeredAt.has(token))
    const waits = [...answeredAt.entries()]
      .filter(([token]) => sink.deliveredAt.has(token))
      .map(([token, at]) => sink.deliveredAt.get(token) - at)
    const counter = openCounter({ dataDir, databaseUrl: db?.url })
    let stored
    let queue
    try {
      stored = await counter.quotations(domain)
      queue = await counter.mailByStatus()
    } finally {
      await counter.close()
    }
    console.log(
      `${database}: quotations answered 201: ${answered}, stored: ${stored}; staff e-mails received for ` +
        `${sink.byToken.size} of them (${sink.received} messages in all), ${twice.length} more than once; ` +
        `the last arrived ${seconds(lastAt - outageEnded)} after the SMTP server came back; from 201 to ` +
        `delivery at most ${seconds(Math.max(...waits))}; mail queue ${JSON.stringify(queue)}`,
    )
    const failed = tally.total('failed')
    if (failed > 0) problems.push(`${failed} quotation requests failed`)
    if (stored !== answered) problems.push(`${answered} quotations answered 201 but ${stored} stored`)
    if (!allIn) problems.push(`${answered - sink.byToken.size} staff e-mails never arrived`)
    if (twice.length > 0) problems.push(`${twice.length} staff e-mails arrived more than once`)
    if (unknown.length > 0)
      problems.push(`${unknown.length} e-mails for quotations nobody was told were stored`)
    if (queue.failed) problems.push(`${queue.failed} e-mails given up`)
    const exit = await site.stop()
    if (exit.code !== 0) problems.push(`server exited with ${exit.code ?? exit.signal} on SIGTERM`)
    verdict(
      `smtp-outage (${database})`,
      problems,
      `${answered} quotations stored through a ${seconds(OUTAGE_MS)} SMTP outage, each staff e-mail delivered exactly once`,
    )
  } catch (err) {
    problems.push(`the run stopped: ${err.message.split('\n')[0]}`)
    verdict(`smtp-outage (${database})`, problems, '')
    if (site) console.log(site.logTail())
  } finally {
    if (site) await site.stop()
    await sink.stop()
    if (db) await db.drop()
    if (problems.length === 0) fs.rmSync(dataDir, { recursive: true, force: true })
    else console.log(`(server log and data kept in ${dataDir})`)
  }
}
