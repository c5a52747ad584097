// Kill -9: the real server answers a quotation 201 and is killed with SIGKILL at that
// moment, before its mail worker has sent the staff e-mail; started again on the same data and port,
// the quotation must be there and its e-mail must reach the SMTP sink exactly once. BENCH_ROUNDS (5)
// kills in a row, each start checking the round before; on SQLite, and with BENCH_DATABASE_URL on
// PostgreSQL too, in a database of the run's own.
import { readCounts } from './faults-lib/database.mjs'
import { discoverSite, postQuotation } from './faults-lib/demo-site.mjs'
import { faultRun, onSqliteThenPostgres } from './faults-lib/fault-run.mjs'
import { freePort } from './faults-lib/site-process.mjs'
import { seconds, sleep, waitFor } from './faults-lib/time.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
/** The worker sends at start and polls every 5 s; a message not out by then is stuck. */
const DELIVERY_WAIT_MS = 30_000

async function runOn(database, adminUrl) {
  await faultRun({ name: `kill-9 (${database})`, label: 'kill', stopWith: 'SIGKILL' }, async (run) => {
    const { domain, dataDir, problems } = run
    const port = await freePort()
    const { db, sink, env } = await run.mailSetup({ adminUrl })
    const where = { dataDir, databaseUrl: db?.url }
    const rounds = []
    let site
    for (let round = 1; round <= ROUNDS + 1; round++) {
      const started = Date.now()
      site = await run.startSite({ port, env, label: `server (start ${round})` })
      const previous = rounds.at(-1)
      if (previous) {
        // The round before: its quotation stored, its e-mail out once now that the server is back.
        const email = `${previous.token.toLowerCase()}@${domain}`
        previous.stored = await readCounts(where, (counter) => counter.quotationsFrom(email))
        previous.delivered = await waitFor(() => sink.byToken.has(previous.token), DELIVERY_WAIT_MS)
        previous.afterRestartMs = (sink.deliveredAt.get(previous.token) ?? NaN) - started
      }
      if (round > ROUNDS) break

      const urls = await discoverSite(site.base)
      const token = run.token(round)
      const result = await postQuotation(null, site.base, {
        productId: urls.products[round % urls.products.length]._id,
        token,
        domain,
        userAgent: run.userAgent,
      })
      // Killed the moment the 201 is in: the process gets no chance to do anything more.
      if (result.status === 201) site.signal('SIGKILL')
      const exit = await site.stop('SIGKILL')
      rounds.push({
        round,
        token,
        status: result.status,
        killedBy: exit.signal,
        sentBeforeKill: sink.byToken.get(token) ?? 0,
      })
      if (result.status !== 201)
        problems.push(`round ${round}: the quotation answered ${result.status || result.error}`)
    }
    await sleep(3_000) // a second copy would come right behind the first
    const { stored, queue } = await readCounts(where, async (counter) => ({
      stored: await counter.quotations(domain),
      queue: await counter.mailByStatus(),
    }))
    for (const r of rounds) {
      const copies = sink.byToken.get(r.token) ?? 0
      console.log(
        `  ${database} round ${r.round}: 201, then ${r.killedBy}; stored after the restart: ${r.stored === 1 ? 'yes' : 'NO'}; ` +
          `e-mail sent before the kill: ${r.sentBeforeKill ? 'yes' : 'no'}; ` +
          `after the restart: ${copies} cop${copies === 1 ? 'y' : 'ies'}` +
          (r.delivered ? ` (${seconds(r.afterRestartMs)} after the restart began)` : ''),
      )
      if (r.stored !== 1) problems.push(`round ${r.round}: the quotation was not there after the restart`)
      if (copies !== 1) problems.push(`round ${r.round}: ${copies} copies of the staff e-mail`)
    }
    console.log(
      `${database}: ${rounds.length} quotations answered 201 and killed right after, ${stored} stored; ` +
        `mail queue ${JSON.stringify(queue)}`,
    )
    if (stored !== rounds.filter((r) => r.status === 201).length) {
      problems.push(`${stored} of ${rounds.length} quotations stored`)
    }
    await run.stopCleanly(site, (how) => `last stop: exit ${how}`)
    return `${rounds.length} quotations answered 201 then SIGKILL: all stored, each staff e-mail sent exactly once after the restart`
  })
}

export const run = () => onSqliteThenPostgres(runOn, 'to run the same rounds on PostgreSQL')
