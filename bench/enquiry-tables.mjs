// Back Office II's figures, on 100,000 quotations and 100,000 potential customers (BENCH_QUOTATIONS,
// BENCH_CUSTOMERS): one page of each table with a search as a signed-in admin reads it (requests one
// at a time, so each time is the server's; its CPU time per request beside it); the Quotes section's
// time from opening to showing its first page in Chromium; and the CSV export of every row, with the
// server's resident memory sampled while it streams. BENCH_DATABASE_URL runs the server on PostgreSQL.
// The functions passed to the page run in Chromium.
/* global window, document, MutationObserver */
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import pg from 'pg'
import { chromium } from 'playwright-core'

import { median, startServer } from './lib.mjs'

const here = (file) => fileURLToPath(new URL(file, import.meta.url))
const TABLE_REQUESTS = 400
const BROWSER_RUNS = 9
const QUOTE_SEARCHES = ['buyer12', 'company5', '@company12.com', 'BUYER999', 'buyer4567@', 'nobody-here']
// The customers' search matches the start of an address (decision record 009).
const CUSTOMER_SEARCHES = ['visitor12', 'v', 'VISITOR999', 'visitor4567@', 'visitor5', 'nobody-here']
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const ticks = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}
const residentMiB = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return Number(line[1]) / 1024
}
/** A browser step that never finishes fails the run with its name instead of hanging it. */
const within = (label, promise, ms = 60_000) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${label}: no first row after ${ms} ms`)), ms),
    ),
  ])
const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]

function report(label, samples, cpuTicks) {
  const cpuMs = (cpuTicks * 10) / samples.length
  console.log(
    `${label}: p50 ${median(samples).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, ` +
      `max ${Math.max(...samples).toFixed(1)} ms; server CPU ${cpuMs.toFixed(1)} ms a request (${samples.length} requests)`,
  )
}

async function tablePages(server, label, url) {
  const headers = { authorization: `Bearer ${server.adminToken}` }
  for (let i = 0; i < 20; i++) await fetch(url(i), { headers })
  const samples = []
  const before = ticks(server.pid)
  for (let i = 0; i < TABLE_REQUESTS; i++) {
    const started = process.hrtime.bigint()
    const response = await fetch(url(i), { headers })
    const body = await response.json()
    if (!response.ok || !body.pagination)
      throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`)
    samples.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  report(label, samples, ticks(server.pid) - before)
}

/** Downloads a whole export, sampling the server's resident memory every 10 ms meanwhile. */
async function exportAll(server, label, path) {
  const headers = { authorization: `Bearer ${server.adminToken}` }
  const before = residentMiB(server.pid)
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(server.pid))), 10)
  const started = process.hrtime.bigint()
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers })
  let bytes = 0
  let lines = 0
  for await (const chunk of response.body) {
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) lines++
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  clearInterval(sampler)
  if (!response.ok) throw new Error(`${label}: ${response.status}`)
  console.log(
    `${label}: ${lines - 1} rows, ${(bytes / 1048576).toFixed(1)} MiB in ${seconds.toFixed(2)} s; ` +
      `server memory ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB while streaming ` +
      `(+${(peak - before).toFixed(0)} MiB)`,
  )
}

/**
 * Chromium, signed in as the login page would leave it. Two figures: a cold load of
 * /admin?section=quotes (navigation start to the first row), and opening Quotes from the side menu
 * of an open back office (click to the first row), each measured by the page's own clock.
 */
async function quotesSectionInChromium(server) {
  const base = `http://127.0.0.1:${server.port}`
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext()
    await context.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('GWP_Token', token)
        localStorage.setItem('user', JSON.stringify(user))
        // The first row of the Quotes table: a cell holding an e-mail under a "Sent At" column.
        window.__firstQuoteRow = () =>
          [...document.querySelectorAll('th')].some((th) => th.textContent.includes('Sent At')) &&
          [...document.querySelectorAll('tbody td')].some((td) => td.textContent.includes('@'))
        window.__whenFirstQuoteRow = (start) =>
          new Promise((resolve) => {
            const check = () => {
              if (!window.__firstQuoteRow()) return
              observer.disconnect()
              resolve(performance.now() - start)
            }
            const observer = new MutationObserver(check)
            observer.observe(document, { childList: true, subtree: true, characterData: true })
            check()
          })
        window.__coldFirstRow = window.__whenFirstQuoteRow(0)
      },
      { token: server.adminToken, user: server.adminUser },
    )
    const page = await context.newPage()
    const cold = []
    for (let i = 0; i < BROWSER_RUNS; i++) {
      await page.goto(`${base}/admin?section=quotes`)
      cold.push(
        await within(
          'cold load',
          page.evaluate(() => window.__coldFirstRow),
        ),
      )
    }
    const fromMenu = []
    for (let i = 0; i < BROWSER_RUNS; i++) {
      await page.goto(`${base}/admin`)
      await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor()
      fromMenu.push(
        await within(
          'from the menu',
          page.evaluate(() => {
            const start = performance.now()
            const done = window.__whenFirstQuoteRow(start)
            const entry = [...document.querySelectorAll('nav a, nav button')].find(
              (element) => element.textContent.trim() === 'Quotes',
            )
            entry.click()
            return done
          }),
        ),
      )
    }
    const line = (xs) => `median ${median(xs).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`
    console.log(
      `Quotes section, cold load of /admin?section=quotes to its first row: ${line(cold)} (${BROWSER_RUNS} runs)`,
    )
    console.log(
      `Quotes section, opened from the side menu to its first row: ${line(fromMenu)} (${BROWSER_RUNS} runs)`,
    )
  } finally {
    await browser.close()
  }
}

/**
 * On PostgreSQL, the tables as autovacuum keeps them. The seed inserted 200,000 rows a moment ago: the
 * visibility map is still empty (every index-only scan reads the table's rows too) and the planner has
 * no statistics. Autovacuum fixes both a minute or two later, often partway through the run, so the
 * figures depended on when it came. enquiry-site.mjs works in the schema `bench_<its pid>`.
 */
async function vacuumAnalyze(url, schema) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`VACUUM ANALYZE "${schema}".quotations, "${schema}".potential_customers`)
  } finally {
    await client.end()
  }
}

export async function run() {
  const env = {}
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL
  const server = await startServer(here('./servers/enquiry-site.mjs'), env)
  const base = `http://127.0.0.1:${server.port}`
  const database = env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'
  const count = process.env.BENCH_QUOTATIONS ?? '100000'
  try {
    if (env.DATABASE_URL) await vacuumAnalyze(env.DATABASE_URL, `bench_${server.pid}`)
    await tablePages(server, `Quotes table, page with a search (${count} quotations, ${database})`, (i) => {
      const q = encodeURIComponent(QUOTE_SEARCHES[i % QUOTE_SEARCHES.length])
      const status = ['all', 'pending', 'completed'][i % 3]
      const region = ['all', 'pk', 'ae', 'other'][i % 4]
      const sort = i % 5 === 0 ? 'oldest-pending' : 'newest'
      return `${base}/api/v1/quotation?page=${1 + (i % 3)}&limit=10&q=${q}&status=${status}&region=${region}&sort=${sort}`
    })
    await tablePages(
      server,
      `Potential customers table, page with a search (${process.env.BENCH_CUSTOMERS ?? '100000'} customers, ${database})`,
      (i) => {
        const q = encodeURIComponent(CUSTOMER_SEARCHES[i % CUSTOMER_SEARCHES.length])
        return `${base}/api/v1/potential-customer?page=${1 + (i % 3)}&limit=10&q=${q}`
      },
    )
    await tablePages(server, `For comparison, the Quotes table's first page without a search`, () => {
      return `${base}/api/v1/quotation?page=1&limit=10`
    })
    await exportAll(server, 'CSV export of every quotation', '/api/v1/quotation/export.csv')
    await exportAll(server, 'CSV export of every potential customer', '/api/v1/potential-customer/export.csv')
    await quotesSectionInChromium(server)
  } finally {
    server.stop()
  }
}
