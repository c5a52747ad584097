// The JavaScript a public page makes a first-time visitor download, gzip, read from a real Chromium
// visit to the production build (bench/README.md#pages), and the fonts it loads. The browser tests
// enforce the budgets: 150 KiB for the home page in each language (public-weight.spec.ts), 120 KiB for
// the sign-in page (back-office-sections-loading.spec.ts); 120 KiB of fonts for a first view.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { chromium } from '@playwright/test'

import { startServer } from './lib.mjs'

const PAGES = ['/', '/ur', '/ar', '/admin/login']
/** A public page's catalogue, imported once the entry has run: a quiet moment can come before it. */
const CATALOGUE_FILE = /\/(en|ur|ar)-[\w-]+\.js$/
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-weight-'))
  const server = await startServer(new URL('./servers/site.mjs', import.meta.url).pathname, {
    DATA_DIR: dataDir,
  })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS })
  try {
    for (const pagePath of PAGES) {
      const page = await browser.newPage()
      const sizes = new Map()
      const fonts = new Map()
      const bodies = []
      page.on('response', (response) => {
        const { pathname } = new URL(response.url())
        if (pathname.endsWith('.js'))
          bodies.push(response.body().then((body) => sizes.set(response.url(), zlib.gzipSync(body).length)))
        // WOFF2 is compressed already: its bytes are what travels.
        if (pathname.endsWith('.woff2'))
          bodies.push(response.body().then((body) => fonts.set(response.url(), body.length)))
      })
      const catalogue =
        !pagePath.startsWith('/admin') &&
        page.waitForResponse((response) => CATALOGUE_FILE.test(new URL(response.url()).pathname))
      await page.goto(`http://127.0.0.1:${server.port}${pagePath}`)
      await catalogue
      await page.waitForLoadState('networkidle')
      // Every body read before the page closes: a read still pending then fails the run.
      await Promise.all(bodies)
      const total = [...sizes.values()].reduce((a, b) => a + b, 0)
      const fontTotal = [...fonts.values()].reduce((a, b) => a + b, 0)
      console.log(
        `${pagePath}: ${(total / 1024).toFixed(1)} KiB of JavaScript (gzip) in ${sizes.size} files, ` +
          `${(fontTotal / 1024).toFixed(1)} KiB of fonts in ${fonts.size} files`,
      )
      await page.close()
    }
  } finally {
    await browser.close()
    server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
