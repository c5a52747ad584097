import { afterEach, describe, expect, it } from 'vitest'

import { startServerProcess, type ServerProcess } from './test/server-process.js'

let server: ServerProcess | undefined
afterEach(() => server?.stop())

describe('the server process', () => {
  it(
    'after SIGTERM says it is not ready for SHUTDOWN_DELAY while it still answers, then exits 0',
    { timeout: 60_000 },
    async () => {
      server = await startServerProcess({ SHUTDOWN_DELAY: '2' })
      const { base } = server
      expect((await fetch(`${base}/api/ready`)).status).toBe(200)

      const signalled = Date.now()
      server.signal('SIGTERM')
      // Not ready at once, so a balancer stops sending; still answering what it is sent meanwhile.
      await expect
        .poll(async () => (await fetch(`${base}/api/ready`)).status, { interval: 50, timeout: 1_500 })
        .toBe(503)
      const draining = await fetch(`${base}/api/ready`)
      expect(await draining.json()).toEqual({ status: 'not ready', failing: ['draining'] })
      expect((await fetch(`${base}/api/health`)).status).toBe(200)

      expect(await server.exited).toBe(0)
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(2_000)
    },
  )
})
