import zlib from 'node:zlib'

import type { Page, Response } from '@playwright/test'

const scriptPath = (url: string) => {
  const { pathname } = new URL(url)
  return pathname.endsWith('.js') ? pathname : null
}

/** The scripts a page asks for from now on, by path, in the order it asks. */
export function recordScriptRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const path = scriptPath(request.url())
    if (path) requested.push(path)
  })
  return requested
}

/**
 * Scripts a page loads on a first visit, with their bodies. `awaiting` names a script the page
 * imports late, once its entry has run (a public page's catalogue): a quiet half second on the
 * network can come before it, so the visit also waits for it.
 */
export async function scriptsLoadedBy(page: Page, path: string, awaiting?: RegExp) {
  const scripts = new Map<string, Buffer>()
  const bodies: Promise<void>[] = []
  const record = (response: Response) => {
    const script = scriptPath(response.url())
    if (script) bodies.push(response.body().then((body) => void scripts.set(script, body)))
  }
  page.on('response', record)
  const lateScript =
    awaiting && page.waitForResponse((response) => awaiting.test(scriptPath(response.url()) ?? ''))
  await page.goto(path)
  await lateScript
  await page.waitForLoadState('networkidle')
  // What the page fetches later (after a sign-in, say) is not part of this visit.
  page.off('response', record)
  await Promise.all(bodies)
  return scripts
}

/** What the scripts weigh gzip-compressed, as a first visit downloads them. */
export const gzipBytes = (scripts: Map<string, Buffer>) =>
  [...scripts.values()].reduce((sum, body) => sum + zlib.gzipSync(body).length, 0)
