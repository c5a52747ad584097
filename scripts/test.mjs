// `npm test`: everything a change must pass, in order, and a summary at the end.
// The API suite runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
]
if (fs.existsSync(path.join(root, 'apps/web/playwright.config.ts'))) {
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
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
