import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Plugin } from 'vite'

/** Our own modules; the packages they use follow them into a group as its dependencies. */
const APP_DIR = fileURLToPath(new URL('./app/', import.meta.url))
/** The back office's route modules: public pages must never load what only they use. */
const ADMIN_ROUTES = path.join(APP_DIR, 'routes', 'admin') + path.sep
const ROOT_ROUTE = path.join(APP_DIR, 'root.tsx')
const ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/
/** The contracts package (its TypeScript: the `source` condition). */
const CONTRACTS_DIR = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url))
/** The icon package's index, which every icon import names. */
const LUCIDE_BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/

/**
 * The icon package's files by the names its index exports them under (`Eye`, `EyeIcon`…). Our modules
 * import icons from the index, so the module graph alone does not say which icon a module shows.
 */
function iconFiles(barrel: string, code: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const [, names, file] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g)) {
    const id = path.resolve(path.dirname(barrel), file!)
    for (const name of names!.split(',')) files.set(name.trim().replace(/^default as\s+/, ''), id)
  }
  return files
}

/** The icon files a module's code imports by name from the icon package. */
function iconsNamedIn(code: string | null | undefined, files: Map<string, string>): string[] {
  const found: string[] = []
  for (const [, names] of (code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g))
    for (const name of names!.split(',')) {
      const file = files.get(name.trim().split(/\s+as\s+/)[0]!)
      if (file) found.push(file)
    }
  return found
}

/**
 * How the browser build groups modules into files (decision record 007). Left to itself, the bundler
 * makes a file for each set of routes sharing a module: the home page loaded 31 scripts, most under
 * 2 kB, one per icon or small component, and on a mobile connection each costs a round trip before
 * the page is ready. Instead, in the order a module is given to the first group that names it:
 * - `chrome`: our modules that a public page and the sign-in page (with the root route) both load:
 *   the header, the footer, form fields, the toast area, and the icons both show; with the packages
 *   they use (React, React Router). The entry keeps React DOM, so the two large files download side
 *   by side;
 * - `public`: what else two or more public routes share (cards, carousels, the enquiry forms), which
 *   the sign-in page does without;
 * - icons and the contracts' modules that several files use: one file per set of pages and sections
 *   that load them, as the bundler would make it. Named here because the groups below take along
 *   what their modules import: a catalogue page sharing one icon with the back office would
 *   otherwise load the back office's file for it;
 * - `zod`, the schema library: the sections, the reset-password page and the password dialogs;
 * - `admin`: what two or more of the back office's route files load (the gate, the sign-in form);
 * - `back-office-kit`: what two or more sections, dialogs or the signed-in runtime share (the session
 *   store, tables, forms, API slices). The runtime (gate/signed-in-runtime.tsx) comes when someone
 *   signs in; each section is fetched when it is first opened (shell/sections.ts), in a file of its
 *   own, with the kit if it is not there yet.
 * Reach is worked out from the module graph once it is complete, so a module only the back office
 * uses stays out of the public file, and what only sections use stays out of the sign-in page.
 */
export function chunkGroups() {
  const chromeModules = new Set<string>()
  const publicModules = new Set<string>()
  const adminModules = new Set<string>()
  const kitModules = new Set<string>()

  const plugin: Plugin = {
    name: 'gwp:chunk-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      for (const set of [chromeModules, publicModules, adminModules, kitModules]) set.clear()
    },
    buildEnd() {
      /** The modules `from` load with them: static imports only, not what they fetch later. */
      const reach = (from: Iterable<string>) => {
        const found = new Set<string>()
        const pending = [...from]
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (found.has(id)) continue
          found.add(id)
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return found
      }
      const ids = [...this.getModuleIds()]
      const pages = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      const adminPages = pages.filter((id) => id.startsWith(ADMIN_ROUTES))
      const lazyParts = [
        ...new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])),
      ]
      const ours = (id: string) => id.startsWith(APP_DIR)
      /** How many of `entries` load each of our modules with them. */
      const loads = (entries: string[][]) => {
        const counts = new Map<string, number>()
        for (const entry of entries)
          for (const id of reach(entry)) if (ours(id)) counts.set(id, (counts.get(id) ?? 0) + 1)
        return counts
      }

      // The root route (the toast area among others) comes with every page, the sign-in page too.
      const onAdminPages = reach([...adminPages, ...pages.filter((id) => id.startsWith(ROOT_ROUTE))])
      const onPublicPages = reach(pages.filter((id) => !adminPages.includes(id)))
      for (const id of onPublicPages) {
        if (ours(id)) (onAdminPages.has(id) ? chromeModules : publicModules).add(id)
      }
      // An icon both show (the password field's eye, a product card's) would otherwise follow the card.
      const barrel = ids.find((id) => LUCIDE_BARREL.test(id))
      if (barrel) {
        const files = iconFiles(barrel, this.getModuleInfo(barrel)?.code ?? '')
        const iconsOf = (modules: Set<string>) =>
          new Set(
            [...modules].filter(ours).flatMap((id) => iconsNamedIn(this.getModuleInfo(id)?.code, files)),
          )
        const publicIcons = iconsOf(onPublicPages)
        for (const icon of iconsOf(onAdminPages)) if (publicIcons.has(icon)) chromeModules.add(icon)
      }
      // A route file is several entries (its component, its client loader…): count files, not entries.
      const routeFiles = [...new Set(adminPages.map((id) => id.split('?')[0]!))]
      for (const [id, count] of loads(
        routeFiles.map((file) => adminPages.filter((page) => page.startsWith(file))),
      ))
        if (count >= 2 && !publicModules.has(id) && !chromeModules.has(id)) adminModules.add(id)
      const onPages = reach(pages)
      for (const [id, count] of loads(lazyParts.map((part) => [part])))
        if (count >= 2 && !onPages.has(id)) kitModules.add(id)
    },
  }

  const groups = [
    { name: 'chrome', test: (id: string) => chromeModules.has(id) },
    { name: 'public', test: (id: string) => publicModules.has(id), minShareCount: 2 },
    { name: 'icons', test: ICON, minShareCount: 2, entriesAware: true },
    { name: 'zod', test: ZOD },
    {
      name: 'contracts',
      test: (id: string) => id.startsWith(CONTRACTS_DIR),
      minShareCount: 2,
      entriesAware: true,
    },
    { name: 'admin', test: (id: string) => adminModules.has(id) },
    { name: 'back-office-kit', test: (id: string) => kitModules.has(id) },
  ]
  /** A file shared by a set of pages and sections is named `icons~home~blogs…`: keep its group's name. */
  const fileName = ({ name }: { name: string }) => `assets/${name.split('~')[0]}-[hash].js`
  return { plugin, groups, fileName }
}
