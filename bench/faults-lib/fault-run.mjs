// One run of a load or fault script, from its throwaway pieces to its verdict line: the run's own ids
// (in e-mail addresses, quotation tokens and user agents, so its rows can be counted), its data folder,
// the SMTP sink and PostgreSQL database it asks for, the servers it starts, and their clean-up. A failed
// run keeps its server log and data for a look; a passing one leaves nothing behind.
import fs from 'node:fs'

import { createDatabase } from './database.mjs'
import { discoverSite } from './demo-site.mjs'
import { startSite, tempDir } from './site-process.mjs'
import { startSmtpSink } from './smtp-sink.mjs'

/** Where the server sends its staff notices: the sink takes them all. */
const STAFF_EMAIL = 'staff@gwp.example.com'
/** The quote form's limit per address, raised out of the way: every request of a run comes from one. */
const NO_QUOTE_LIMIT = '1000000'

/** The verdict line every script ends with; a FAIL also makes the process exit non-zero. */
function verdict(name, problems, summary) {
  if (problems.length === 0) {
    console.log(`VERDICT ${name}: PASS (${summary})`)
    return
  }
  console.log(`VERDICT ${name}: FAIL (${problems.join('; ')})`)
  process.exitCode = 1
}

/**
 * Runs `body(run)` and ends with the verdict line `name`: PASS with the summary `body` returns when
 * `run.problems` stays empty, FAIL with them otherwise; FAIL too when `body` throws, followed by the
 * tail of the last server's log. `label` names the data folder and the user agent. Afterwards, what the
 * run set up is stopped and removed, last first; servers still running are stopped with `stopWith`.
 */
export async function faultRun({ name, label, stopWith = 'SIGTERM' }, body) {
  const runId = `${Date.now().toString(36).slice(-5)}${process.pid.toString(36)}`
  const problems = []
  const cleanups = []
  const sites = []
  const run = {
    runId,
    problems,
    userAgent: `gwp-faults-${label}/${runId}`,
    domain: `${runId}.example.com`,
    dataDir: tempDir(label),
    /** The token of the run's `n`th quotation: in the visitor's name, so in the staff e-mail too. */
    token: (n) => `QT${runId}N${String(n).padStart(6, '0')}`,
    /** Runs `cleanup` when the run ends, before what was deferred earlier. */
    defer: (cleanup) => cleanups.push(cleanup),

    /**
     * What a run that sends mail needs: a PostgreSQL database of its own when `adminUrl` is set, the
     * SMTP sink counting the run's tokens (holding each message `delayMs`), and the server settings
     * that point at them.
     */
    async mailSetup({ adminUrl, delayMs } = {}) {
      const db = adminUrl ? await createDatabase(adminUrl, runId) : null
      if (db) run.defer(() => db.drop())
      const sink = await startSmtpSink({ tokenPattern: new RegExp(`QT${runId}N\\d{6}`, 'g'), delayMs })
      run.defer(() => sink.stop())
      const env = {
        DATABASE_URL: db?.url ?? '',
        SMTP_URL: sink.url,
        STAFF_EMAIL,
        QUOTE_RATE_LIMIT: NO_QUOTE_LIMIT,
      }
      return { db, sink, env }
    },

    /** The server on the run's data folder (startSite), stopped at the end if it still runs. */
    async startSite(options) {
      const site = await startSite({ dataDir: run.dataDir, ...options })
      sites.push(site)
      run.defer(() => site.stop(stopWith))
      return site
    },

    /** The server started as `startSite` does, and the demo site's URLs found on it. */
    async openSite(options) {
      const site = await run.startSite(options)
      return { site, urls: await discoverSite(site.base) }
    },

    /** Stops `site` with SIGTERM; an exit other than 0 is a problem, `describe`d from the code or signal. */
    async stopCleanly(site, describe = (how) => `server exited with ${how} on SIGTERM`) {
      const exit = await site.stop()
      if (exit.code !== 0) problems.push(describe(exit.code ?? exit.signal))
    },
  }

  try {
    verdict(name, problems, await body(run))
  } catch (err) {
    problems.push(`the run stopped: ${err.message.split('\n')[0]}`)
    verdict(name, problems, '')
    if (sites.length > 0) console.log(sites.at(-1).logTail())
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup()
    if (problems.length === 0) fs.rmSync(run.dataDir, { recursive: true, force: true })
    else console.log(`(server log and data kept in ${run.dataDir})`)
  }
}

/**
 * Runs `runOn` on SQLite, then on PostgreSQL when BENCH_DATABASE_URL names a server to make the run's
 * own database on; without it, says what setting it would add (`hint`).
 */
export async function onSqliteThenPostgres(runOn, hint) {
  await runOn('SQLite')
  if (process.env.BENCH_DATABASE_URL) await runOn('PostgreSQL', process.env.BENCH_DATABASE_URL)
  else console.log(`(set BENCH_DATABASE_URL ${hint})`)
}
