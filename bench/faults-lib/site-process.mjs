// The server under test, as `npm start` runs it: the real entry (apps/api/dist/server.js) in a child
// process with the demo content and the bench admin, on a throwaway data folder and a free loopback
// port; and the readings the scripts take of a process.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { exchange } from './http-client.mjs'
import { sleep } from './time.mjs'

const SERVER_ENTRY = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url))
/** The superAdmin every bench server starts with. */
export const BENCH_ADMIN = { username: 'bench', password: 'Bench#Passw0rd' }

export async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

export const tempDir = (label) => fs.mkdtempSync(path.join(os.tmpdir(), `gwp-${label}-`))

/** The CPU time a process has used so far (utime + stime), in clock ticks of 10 ms. */
export function cpuTicks(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/**
 * What the server is started with in a benchmark, as `npm start` runs it in production: a loopback port
 * and a data folder of its own, the demo content, and the bench admin.
 */
export const benchServerEnv = ({ port, dataDir }) => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: 'true',
  ADMIN_USERNAME: BENCH_ADMIN.username,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
})

/**
 * Starts the real server process on `port` (pinned to core 0, as lib.mjs pins its servers) and waits
 * until GET /api/health answers 200. Its output goes to `server.log` in the data folder, whose tail is
 * shown when something goes wrong. The same data folder and port start it again after a kill.
 */
export async function startSite({ dataDir, port, env = {}, label = 'server' }) {
  const logFile = path.join(dataDir, 'server.log')
  const log = fs.openSync(logFile, 'a')
  fs.writeSync(log, `\n--- ${label} started ${new Date().toISOString()}\n`)
  const child = spawn('taskset', ['-c', '0', process.execPath, SERVER_ENTRY], {
    env: {
      ...process.env,
      ...benchServerEnv({ port, dataDir }),
      LOG_LEVEL: 'warn',
      // Empty means unset (config.ts): the shell's own settings must not leak into a run.
      DATABASE_URL: '',
      SMTP_URL: '',
      STAFF_EMAIL: '',
      ...env,
    },
    stdio: ['ignore', log, log],
  })
  fs.closeSync(log)
  let exit = null
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: Date.now() }
      resolve(exit)
    }),
  )
  const site = {
    port,
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    exited,
    get exit() {
      return exit
    },
    logTail: (lines = 30) => fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n'),
    signal: (name) => exit === null && child.kill(name),
    /** Sends `signal` (SIGTERM by default) and waits for the exit, at most `ms`; SIGKILL after that. */
    async stop(signalName = 'SIGTERM', ms = 30_000) {
      if (exit) return exit
      child.kill(signalName)
      const timer = setTimeout(() => child.kill('SIGKILL'), ms)
      const result = await exited
      clearTimeout(timer)
      return result
    },
  }
  const deadline = Date.now() + 180_000
  for (;;) {
    if (exit)
      throw new Error(`${label} exited (${exit.code ?? exit.signal}) before answering:\n${site.logTail()}`)
    const health = await exchange(null, site.base, { path: '/api/health', userAgent: 'gwp-faults-setup' })
    if (health.status === 200) break
    if (Date.now() > deadline) {
      await site.stop('SIGKILL')
      throw new Error(`${label} did not answer /api/health within 180 s:\n${site.logTail()}`)
    }
    await sleep(200)
  }
  return site
}
