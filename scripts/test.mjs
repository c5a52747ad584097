// `npm test`: everything a change must pass, in order, and a summary at the end.
// The API suite runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { failedTestLines } from './failed-tests.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Vitest also writes a JSON report here, so the summary can name the tests that failed.
const vitestReport = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-test-')), 'vitest.json')
const UNIT_TESTS = 'unit and integration tests'

const steps = [
  // First and fast: a reference to a file or anchor that does not exist (docs/architecture.md#references).
  ['references', 'npm', ['run', 'check:references']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  [
    UNIT_TESTS,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
]
const CHROMIUM = '/usr/bin/chromium'

/** The browser tests use Debian's Chromium (no browser download): install it when it is missing. */
function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  if (install && install.status === 0 && fs.existsSync(CHROMIUM)) return true
  console.error(
    `Could not install Chromium. Install Debian's "chromium" package (as root) and run npm test again.`,
  )
  return false
}

if (fs.existsSync(path.join(root, 'apps/web/playwright.config.ts'))) {
  if (!ensureChromium()) process.exit(1)
  // The browser tests drive the production build, exactly what `npm start` serves.
  steps.push(['production build', 'npm', ['run', 'build']])
  steps.push(['browser tests', 'npm', ['run', 'test:e2e', '-w', '@gwp/web']])
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only.')
}

const results = []
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) })
}

console.log('\n=== summary')
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`)
  if (name === UNIT_TESTS && !ok) for (const line of failedTestLines(vitestReport, root)) console.log(line)
}
fs.rmSync(path.dirname(vitestReport), { recursive: true, force: true })
process.exit(results.every((r) => r.ok) ? 0 : 1)
