// Kill -9: the real server answers a quotation 201 and is killed with SIGKILL at that
// moment, before its mail worker has sent the staff e-mail; started again on the same data and port,
// the quotation must be there and its e-mail must reach the SMTP sink exactly once. BENCH_ROUNDS (5)
// kills in a row, each start checking the round before; on SQLite, and with BENCH_DATABASE_URL on
// PostgreSQL too, in a database of the run's own.
import fs from 'node:fs'

import {
  createDatabase,
  discoverSite,
  exchange,
  freePort,
  newRunId,
  openCounter,
  quotationBody,
  seconds,
  sleep,
  startSite,
  startSmtpSink,
  tempDir,
  verdict,
  waitFor,
} from './faults-lib.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
/** The worker sends at start and polls every 5 s; a message not out by then is stuck. */
const DELIVERY_WAIT_MS = 30_000

async function runOn(database, adminUrl) {
  const runId = newRunId()
  const domain = `${runId}.example.com`
  const dataDir = tempDir('kill')
  const port = await freePort()
  const sink = await startSmtpSink({ tokenPattern: new RegExp(`QT${runId}N\\d{6}`, 'g') })
  const db = adminUrl ? await createDatabase(adminUrl, runId) : null
  const env = {
    DATABASE_URL: db?.url ?? '',
    SMTP_URL: sink.url,
    STAFF_EMAIL: 'staff@gwp.example.com',
    QUOTE_RATE_LIMIT: '1000000',
  }
  const problems = []
  let site
  try {
    const rounds = []
    for (let round = 1; round <= ROUNDS + 1; round++) {
      const started = Date.now()
      site = await startSite({ dataDir, port, env, label: `server (start ${round})` })
      const previous = rounds.at(-1)
      if (previous) {
        // The round before: its quotation stored, its e-mail out once now that the server is back.
        const counter = openCounter({ dataDir, databaseUrl: db?.url })
        try {
          previous.stored = await counter.quotationsFrom(`${previous.token.toLowerCase()}@${domain}`)
        } finally {
          await counter.close()
        }
        previous.delivered = await waitFor(() => sink.byToken.has(previous.token), DELIVERY_WAIT_MS)
        previous.afterRestartMs = (sink.deliveredAt.get(previous.token) ?? NaN) - started
      }
      if (round > ROUNDS) break

      const urls = await discoverSite(site.base)
      const token = `QT${runId}N${String(round).padStart(6, '0')}`
      const result = await exchange(null, site.base, {
        method: 'POST',
        path: '/api/v1/quotation/create',
        body: quotationBody(urls.products[round % urls.products.length]._id, token, domain),
        userAgent: `gwp-faults-kill/${runId}`,
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
    const counter = openCounter({ dataDir, databaseUrl: db?.url })
    let stored
    let queue
    try {
      stored = await counter.quotations(domain)
      queue = await counter.mailByStatus()
    } finally {
      await counter.close()
    }
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
    const exit = await site.stop()
    if (exit.code !== 0) problems.push(`last stop: exit ${exit.code ?? exit.signal}`)
    verdict(
      `kill-9 (${database})`,
      problems,
      `${rounds.length} quotations answered 201 then SIGKILL: all stored, each staff e-mail sent exactly once after the restart`,
    )
  } catch (err) {
    problems.push(`the run stopped: ${err.message.split('\n')[0]}`)
    verdict(`kill-9 (${database})`, problems, '')
    if (site) console.log(site.logTail())
  } finally {
    if (site) await site.stop('SIGKILL')
    await sink.stop()
    if (db) await db.drop()
    if (problems.length === 0) fs.rmSync(dataDir, { recursive: true, force: true })
    else console.log(`(server log and data kept in ${dataDir})`)
  }
}

export async function run() {
  await runOn('SQLite')
  if (process.env.BENCH_DATABASE_URL) await runOn('PostgreSQL', process.env.BENCH_DATABASE_URL)
  else console.log('(set BENCH_DATABASE_URL to run the same rounds on PostgreSQL)')
}
