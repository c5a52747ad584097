// Small cached reads measured the strict way (bench/README.md): the app as it is deployed, started like
// `npm start` would (apps/api/dist/server.js, production, demo content, its own log level, mail worker
// and request log on) in a process group of its own pinned to core 0, with the CPU of every process
// in that group counted; the load on core 1; bare Fastify serialising a body of the same size as the
// baseline, A B A B A B. Reads: GET /api/v1/category and a sub-category's active products.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import { benchServerEnv, freePort, tempDir } from './faults-lib/site-process.mjs'
import { compare, startServer } from './lib.mjs'

const here = (file) => fileURLToPath(new URL(file, import.meta.url))

/** The built server in a new process group (its pgid is its pid), pinned to core 0. */
async function startApp(env = {}) {
  const port = await freePort()
  const dataDir = tempDir('app-reads')
  const child = spawn('taskset', ['-c', '0', process.execPath, here('../apps/api/dist/server.js')], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...benchServerEnv({ port, dataDir }), ...env },
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (i > 600) throw new Error('the app did not start within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return { port, pid: child.pid, pgid: child.pid, base, stop }
}

export async function run() {
  const app = await startApp(process.env.APP_READS_ENV ? JSON.parse(process.env.APP_READS_ENV) : {})
  try {
    const subs = await (await fetch(`${app.base}/api/v1/sub-category/`)).json()
    const paths = {
      categories: '/api/v1/category',
      bySubCategory: `/api/v1/product/active-products-by-sub-category-id/${subs.data[0]._id}`,
    }
    const bytes = {}
    for (const [name, url] of Object.entries(paths)) {
      const response = await fetch(`${app.base}${url}`)
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      bytes[name] = (await response.arrayBuffer()).byteLength
    }
    const bare = await startServer(here('./servers/bare-fastify.mjs'), {
      BODY_BYTES: Object.values(bytes).join(','),
    })
    try {
      const results = []
      for (const [name, url] of Object.entries(paths)) {
        console.log(`${url}: ${bytes[name]} bytes, the whole app's process group counted`)
        results.push(
          await compare(
            `${name}, whole app`,
            { server: bare, path: `/fixed/${bytes[name]}` },
            { server: app, path: url },
          ),
        )
      }
      return results
    } finally {
      bare.stop()
    }
  } finally {
    app.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run()
