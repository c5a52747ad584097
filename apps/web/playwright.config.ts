import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

/** One free port and one throwaway data folder for the whole run, shared with the workers through env. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

process.env.E2E_PORT ??= String(await freePort())
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-e2e-'))
export const E2E_ADMIN = { username: 'e2eboss', password: 'E2e!Boss-pass1' }

const port = Number(process.env.E2E_PORT)
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export default defineConfig({
  testDir: 'tests/e2e',
  // One results folder per build folder, so two runs side by side never share files.
  outputDir: `test-results/${process.env.WEB_BUILD_DIR ?? 'build'}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The built app, as `npm start` runs it (build first: the test:e2e script does). Any deprecated
    // Node API it reaches, pending ones included, throws: the next Node versions deprecate or remove
    // them, and the whole browser suite walks the product through its pages, PDFs and e-mails.
    command: 'node --pending-deprecation --throw-deprecation ../api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: 'e2eboss@example.com',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The specs read the demo catalogue, which production adds only when asked.
      SEED_DEMO: 'true',
      // Every spec sends its enquiries from 127.0.0.1: the per-address hourly limits (tested in the
      // API suite) would make a spec fail for what the specs before it sent.
      QUOTE_RATE_LIMIT: '1000',
      CATALOG_RATE_LIMIT: '1000',
      WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? 'build',
    },
  },
})
