// npm run bench [-- name]: runs the benchmarks (all, or the one named) pinned to core 1, after a build.
import { spawnSync } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'

const BENCHES = {
  'api-overhead': './api-overhead.mjs',
  'request-log': './request-log.mjs',
  'page-weight': './page-weight.mjs',
  'catalog-reads': './catalog-reads.mjs',
  'app-reads': './app-reads.mjs',
  'admin-tables': './admin-tables.mjs',
  'enquiry-tables': './enquiry-tables.mjs',
  'logs-total': './logs-total.mjs',
  'offer-pdf': './offer-pdf.mjs',
  lighthouse: './lighthouse.mjs',
  // Proof under load and faults (bench/README.md): each ends with a PASS or FAIL verdict line.
  load: './load.mjs',
  'smtp-outage': './smtp-outage.mjs',
  'kill-9': './kill-9.mjs',
  'pg-restart': './pg-restart.mjs',
  'graceful-stop': './graceful-stop.mjs',
  cluster: './cluster.mjs',
}
const root = fileURLToPath(new URL('..', import.meta.url))

if (!process.env.BENCH_PINNED) {
  if (os.cpus().length < 2)
    console.log('Fewer than 2 cores: server and load share a core; ratios are rougher.')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  const pinned = spawnSync(
    'taskset',
    ['-c', '1', process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_PINNED: '1' },
    },
  )
  process.exit(pinned.status ?? 1)
}

const wanted = process.argv[2]
for (const [name, file] of Object.entries(BENCHES)) {
  if (wanted && wanted !== name) continue
  console.log(`\n== ${name}`)
  const { run } = await import(file)
  await run()
}
