import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterEach, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
let stop: (() => void) | undefined
afterEach(() => stop?.())

/** `node apps/api/src/server.ts` as a deployment starts it (API only: no web build named), on a free port. */
async function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-server-'))
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        WEB_BUILD_DIR: 'no-web-build-here',
        ADMIN_USERNAME: 'boss',
        ADMIN_PASSWORD: 'Str0ng!Passw0rd',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  stop = () => {
    child.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  let output = ''
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (listening) resolve(listening[1]!)
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)))
  })
  return { base, exited, signal: (name: NodeJS.Signals) => child.kill(name) }
}

describe('the server process', () => {
  it(
    'after SIGTERM says it is not ready for SHUTDOWN_DELAY while it still answers, then exits 0',
    { timeout: 60_000 },
    async () => {
      const { base, exited, signal } = await startServer({ SHUTDOWN_DELAY: '2' })
      expect((await fetch(`${base}/api/ready`)).status).toBe(200)

      const signalled = Date.now()
      signal('SIGTERM')
      // Not ready at once, so a balancer stops sending; still answering what it is sent meanwhile.
      await expect
        .poll(async () => (await fetch(`${base}/api/ready`)).status, { interval: 50, timeout: 1_500 })
        .toBe(503)
      const draining = await fetch(`${base}/api/ready`)
      expect(await draining.json()).toEqual({ status: 'not ready', failing: ['draining'] })
      expect((await fetch(`${base}/api/health`)).status).toBe(200)

      expect(await exited).toBe(0)
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000)
    },
  )
})
