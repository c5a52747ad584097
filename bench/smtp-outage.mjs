// SMTP outage: the real server sends its staff notices to a real SMTP server on loopback
// (the `smtp-server` package), which stops for BENCH_OUTAGE_SECONDS (60) while visitors keep asking
// for quotations (BENCH_QUOTES_PER_SECOND, 5, from BENCH_LEAD_SECONDS (10) before the outage until as
// long after it). Every quotation must be stored and answered 201 throughout, and once the SMTP server
// is back every staff e-mail must arrive exactly once (matched by the token in the visitor's name,
// which the subject and body carry). The mail worker retries after 30 s, then 60 s, doubling, so the
// last ones arrive up to about two outages after it began; the wait for them is bounded accordingly.
import { readCounts } from './faults-lib/database.mjs'
import { pick, postQuotation } from './faults-lib/demo-site.mjs'
import { faultRun } from './faults-lib/fault-run.mjs'
import { keepAliveAgent } from './faults-lib/http-client.mjs'
import { freePort } from './faults-lib/site-process.mjs'
import { createTally } from './faults-lib/tally.mjs'
import { seconds, sleep, waitFor } from './faults-lib/time.mjs'
import { stream } from './faults-lib/traffic.mjs'

const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 60) * 1000
const LEAD_MS = Number(process.env.BENCH_LEAD_SECONDS ?? 10) * 1000
const QUOTES_PER_SECOND = Number(process.env.BENCH_QUOTES_PER_SECOND ?? 5)
/** Retries come 30 s after a failure, then 60 s, and so on (mail-worker.ts), plus the 5 s poll. */
const DELIVERY_WAIT_MS = 2 * OUTAGE_MS + 60_000

export function run() {
  const adminUrl = process.env.BENCH_DATABASE_URL
  const database = adminUrl ? 'PostgreSQL' : 'SQLite'
  return faultRun({ name: `smtp-outage (${database})`, label: 'smtp' }, async (run) => {
    const { userAgent, domain, problems } = run
    const { db, sink, env } = await run.mailSetup({ adminUrl })
    const { site, urls } = await run.openSite({ port: await freePort(), env })
    const agent = keepAliveAgent()
    const tally = createTally()
    const answeredAt = new Map()
    let sequence = 0
    let phase = 'before'
    const quote = async () => {
      const token = run.token(++sequence)
      const productId = pick(urls.products)._id
      const result = await postQuotation(agent, site.base, { productId, token, domain, userAgent })
      if (result.status === 201) answeredAt.set(token, Date.now())
      tally.record(`post quotation (${phase} the outage)`, result, result.status === 201)
    }

    let running = true
    const traffic = stream(QUOTES_PER_SECOND, () => running, quote)

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
    const twice = sink.tokensMoreThanOnce()
    const unknown = [...sink.byToken.keys()].filter((token) => !answeredAt.has(token))
    const waits = [...answeredAt.entries()]
      .filter(([token]) => sink.deliveredAt.has(token))
      .map(([token, at]) => sink.deliveredAt.get(token) - at)
    const { stored, queue } = await readCounts(
      { dataDir: run.dataDir, databaseUrl: db?.url },
      async (counter) => ({ stored: await counter.quotations(domain), queue: await counter.mailByStatus() }),
    )
    console.log(
      `${database}: quotations answered 201: ${answered}, stored: ${stored}; staff e-mails received for ` +
        `${sink.byToken.size} of them (${sink.received} messages in all), ${twice} more than once; ` +
        `the last arrived ${seconds(lastAt - outageEnded)} after the SMTP server came back; from 201 to ` +
        `delivery at most ${seconds(Math.max(...waits))}; mail queue ${JSON.stringify(queue)}`,
    )
    const failed = tally.total('failed')
    if (failed > 0) problems.push(`${failed} quotation requests failed`)
    if (stored !== answered) problems.push(`${answered} quotations answered 201 but ${stored} stored`)
    if (!allIn) problems.push(`${answered - sink.byToken.size} staff e-mails never arrived`)
    if (twice > 0) problems.push(`${twice} staff e-mails arrived more than once`)
    if (unknown.length > 0)
      problems.push(`${unknown.length} e-mails for quotations nobody was told were stored`)
    if (queue.failed) problems.push(`${queue.failed} e-mails given up`)
    await run.stopCleanly(site)
    return `${answered} quotations stored through a ${seconds(OUTAGE_MS)} SMTP outage, each staff e-mail delivered exactly once`
  })
}
