import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { s3ServerForFile } from './test/s3-server.js'
import { startServerProcess, type ServerProcess } from './test/server-process.js'
import { freshDatabase, siteEnv } from './test/site-cluster.js'
import { freePort } from './test/smtp-sink.js'

/**
 * The README's reverse-proxy example, as it is: Debian's Caddy started with deploy/Caddyfile in front
 * of two server processes on one PostgreSQL database and one bucket. PostgreSQL only, like every test
 * of several processes; .ci/run installs Caddy.
 */
const CADDYFILE = fileURLToPath(new URL('../../../deploy/Caddyfile', import.meta.url))
const METRICS_TOKEN = 'reverse-proxy-test-metrics'
/** An address of this machine other than 127.0.0.1, for a visitor the proxy must tell apart. */
const VISITOR = '127.0.0.7'

const s3 = s3ServerForFile()

interface Caddy {
  base: string
  stop(): void
}

async function startCaddy(appAddresses: string[]): Promise<Caddy> {
  const port = await freePort()
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-caddy-'))
  const child: ChildProcess = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      CADDY_ADMIN: 'off',
      SITE_ADDRESS: `http://127.0.0.1:${port}`,
      APP_ADDRESSES: appAddresses.join(' '),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let output = ''
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const failed = new Promise<never>((_resolve, reject) => {
    child.on('error', (err) =>
      reject(new Error(`Caddy could not start (${err.message}): install Debian's caddy package`)),
    )
    child.on('exit', (code) => reject(new Error(`Caddy exited (${code}):\n${output}`)))
  })
  failed.catch(() => {})
  const base = `http://127.0.0.1:${port}`
  await Promise.race([
    failed,
    expect
      .poll(async () => (await get(base, '/api/ready').catch(() => null))?.status, { timeout: 15_000 })
      .toBe(200),
  ])
  return {
    base,
    stop() {
      child.kill('SIGKILL')
      fs.rmSync(home, { recursive: true, force: true })
    },
  }
}

/** A GET from `localAddress`, on a connection of its own (as a visitor's browser would open one). */
function get(base: string, path: string, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(`${base}${path}`, { localAddress, agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode!, body }))
    })
    request.on('error', reject)
  })
}

/** How many GETs of `route` this process has answered, from its /metrics. */
async function answered(server: ServerProcess, route: string): Promise<number> {
  const response = await fetch(`${server.base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  const text = await response.text()
  let total = 0
  for (const line of text.split('\n')) {
    if (line.startsWith('gwp_http_requests_total{') && line.includes(`route="${route}"`))
      total += Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return total
}

const HEADING = '/api/v1/heading'

describe('two processes behind Caddy (deploy/Caddyfile)', () => {
  it(
    'shares requests between them, passes on the visitor’s address, and takes a stopping process out before it closes',
    { timeout: 120_000 },
    async () => {
      const database = await freshDatabase(process.env.TEST_DATABASE_URL!)
      const bucket = await s3().newBucket()
      const servers: ServerProcess[] = []
      let caddy: Caddy | undefined
      try {
        const [portA, portB] = [await freePort(), await freePort()]
        const env = (port: number) => ({
          ...siteEnv(database.databaseUrl, bucket),
          PORT: String(port),
          // Caddy reaches the processes from this machine's loopback address.
          TRUST_PROXY: '127.0.0.1',
          SHUTDOWN_DELAY: '5',
          METRICS_TOKEN,
        })
        let a = await startServerProcess(env(portA))
        servers.push(a)
        const b = await startServerProcess(env(portB))
        servers.push(b)
        caddy = await startCaddy([`127.0.0.1:${portA}`, `127.0.0.1:${portB}`])

        // Round robin: both answer.
        for (let i = 0; i < 20; i++) expect((await get(caddy.base, HEADING)).status).toBe(200)
        expect(await answered(a, HEADING)).toBeGreaterThan(0)
        expect(await answered(b, HEADING)).toBeGreaterThan(0)

        // The visitor's address, not Caddy's, is what the processes see (TRUST_PROXY).
        const route = `/api/v1/blog/proxy-visitor-${Date.now()}`
        expect((await get(caddy.base, route, VISITOR)).status).toBe(404)
        await expect
          .poll(async () => database.query(`select ip from server_logs where route = '${route}'`), {
            timeout: 10_000,
          })
          .toEqual([{ ip: VISITOR }])

        // A rolling restart of A under steady requests: none fails.
        const statuses: number[] = []
        let running = true
        const visitors = Array.from({ length: 8 }, async () => {
          while (running) statuses.push((await get(caddy!.base, HEADING).catch(() => ({ status: 0 }))).status)
        })
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        a.signal('SIGTERM')
        // Within two health checks Caddy sends A nothing more, while A still answers (SHUTDOWN_DELAY).
        await new Promise((resolve) => setTimeout(resolve, 2_500))
        const beforeItCloses = await answered(a, HEADING)
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        expect(await answered(a, HEADING)).toBe(beforeItCloses)
        expect(await a.exited).toBe(0)
        a.stop()

        // The new version starts on A's address and joins: Caddy sends to it once it is ready.
        a = await startServerProcess(env(portA))
        servers.push(a)
        await expect.poll(() => answered(a, HEADING), { timeout: 15_000 }).toBeGreaterThan(0)
        running = false
        await Promise.all(visitors)
        expect(statuses.length).toBeGreaterThan(100)
        expect(statuses.filter((status) => status !== 200)).toEqual([])
      } finally {
        caddy?.stop()
        for (const server of servers) server.stop()
        await database.drop()
      }
    },
  )
})
