// `npm start`: build what is missing or stale, then run the single server process
// (migrations, first admin, demo content and the web app happen at its boot).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Newest modification time under a folder, skipping build output and dependencies. */
function newest(dir) {
  let latest = 0
  if (!fs.existsSync(dir)) return latest
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'build', '.react-router'].includes(entry.name)) continue
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs)
  }
  return latest
}

const builds = [
  { src: 'packages/contracts', output: 'packages/contracts/dist/index.js' },
  { src: 'apps/web', output: 'apps/web/build/server/index.js' },
  { src: 'apps/api', output: 'apps/api/dist/server.js' },
]
const stale = builds.some(({ src, output }) => {
  const out = path.join(root, output)
  return !fs.existsSync(out) || newest(path.join(root, src)) > fs.statSync(out).mtimeMs
})

if (stale) {
  console.log('Building the app (first start or sources changed)...')
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// Without NODE_ENV this is the local quick start: the production build, with the addresses of this
// machine, the API described at /api/docs and demo content on an empty database. A deployment says
// NODE_ENV=production and its PUBLIC_URL itself (the server refuses to start in production without
// one), and gets no demo content unless it asks for it.
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production'
  process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT || 3000}`
  process.env.API_DOCS ??= 'true'
  process.env.SEED_DEMO ??= 'true'
}
await import(path.join(root, 'apps/api/dist/server.js'))
