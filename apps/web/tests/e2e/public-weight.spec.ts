import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'
import { gzipBytes, scriptsLoadedBy } from './page-scripts'

type ManifestRoute = {
  id: string
  module: string
  imports?: string[]
  clientLoaderModule?: string
  hydrateFallbackModule?: string
}
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> }

/** A language's catalogue, a file of its own (app/i18n/catalogues.ts). */
const CATALOGUE_FILE = /\/(en|ur|ar)-[\w-]+\.js$/

function readBuildManifest(): Manifest {
  const assets = path.join(
    import.meta.dirname,
    '../..',
    process.env.WEB_BUILD_DIR ?? 'build',
    'client/assets',
  )
  const file = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))!
  const text = fs.readFileSync(path.join(assets, file), 'utf8')
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as Manifest
}

function adminOnlyFiles(manifest: Manifest): string[] {
  const filesOf = (route: ManifestRoute) =>
    [route.module, route.clientLoaderModule, route.hydrateFallbackModule, ...(route.imports ?? [])].filter(
      (file): file is string => Boolean(file),
    )
  const routes = Object.values(manifest.routes)
  const isAdmin = (route: ManifestRoute) => route.id.startsWith('routes/admin/')
  const shared = new Set([
    manifest.entry.module,
    ...manifest.entry.imports,
    ...routes.filter((r) => !isAdmin(r)).flatMap(filesOf),
  ])
  return [...new Set(routes.filter(isAdmin).flatMap(filesOf))].filter((file) => !shared.has(file))
}

test.describe('what public pages ship', () => {
  test('the home page loads no back-office code and stays within its script budget, in few files', async ({
    page,
  }) => {
    const scripts = await scriptsLoadedBy(page, '/')
    expect(scripts.size).toBeGreaterThan(0)

    // Files only the admin routes use, by React Router's full manifest (the browser only gets the routes
    // it has matched so far: lazy route discovery).
    const adminOnly = adminOnlyFiles(readBuildManifest())
    expect(adminOnly.length).toBeGreaterThan(0)
    for (const file of adminOnly) expect([...scripts.keys()]).not.toContain(file)

    // Redux's store writes this action type; public pages must not carry a store at all.
    for (const [file, body] of scripts)
      expect(body.includes('@@redux'), `${file} holds Redux code`).toBe(false)

    const weight = gzipBytes(scripts)
    test.info().annotations.push({
      type: 'home page JavaScript',
      description: `${(weight / 1024).toFixed(1)} KiB gzip in ${scripts.size} files`,
    })
    expect(weight).toBeLessThanOrEqual(150 * 1024)
    // In a few files, not one per small shared module: each costs a mobile visitor a round trip
    // (apps/web/chunk-groups.ts; left to the bundler, the home page loaded 31). One of them is the
    // page's language's catalogue, a file of its own so no page downloads another language's words.
    expect(scripts.size).toBeLessThanOrEqual(11)
  })

  for (const language of ['ur', 'ar'] as const) {
    test(`the ${language} home page stays within the budgets and loads only its own catalogue`, async ({
      page,
    }) => {
      const fonts = new Map<string, number>()
      const fontBodies: Promise<void>[] = []
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.woff2'))
          fontBodies.push(response.body().then((body) => void fonts.set(response.url(), body.length)))
      })
      const scripts = await scriptsLoadedBy(page, `/${language}`, CATALOGUE_FILE)
      await Promise.all(fontBodies)

      const weight = gzipBytes(scripts)
      const fontWeight = [...fonts.values()].reduce((sum, size) => sum + size, 0)
      test.info().annotations.push({
        type: `/${language} first view`,
        description: `${(weight / 1024).toFixed(1)} KiB of JavaScript gzip in ${scripts.size} files; ${(fontWeight / 1024).toFixed(1)} KiB of fonts in ${fonts.size} files`,
      })
      expect(weight).toBeLessThanOrEqual(150 * 1024)
      expect(scripts.size).toBeLessThanOrEqual(11)
      // Its language's catalogue file, and no other's (app/i18n/catalogues.ts).
      const catalogues = [...scripts.keys()].filter((file) => CATALOGUE_FILE.test(file))
      expect(catalogues.map((file) => file.match(/\/(en|ur|ar)-/)![1])).toEqual([language])
      expect(fonts.size).toBeGreaterThan(0)
      expect(fontWeight).toBeLessThanOrEqual(120 * 1024)
    })
  }
})
