import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Plugin } from 'vite'

/** Our own modules; the packages they use follow them into a group as its dependencies. */
const APP_DIR = fileURLToPath(new URL('./app/', import.meta.url))
/** The back office's route modules: public pages must never load what only they use. */
const ADMIN_ROUTES = path.join(APP_DIR, 'routes', 'admin') + path.sep

/**
 * How the browser build groups modules into files (decision record 007). Left to itself, the bundler
 * makes a file for each set of routes sharing a module: the home page loaded 31 scripts, most under
 * 2 kB, one per icon or small component, and on a mobile connection each costs a round trip before
 * the page is ready. Instead, our modules that two or more routes share and a public route reaches
 * travel as one `public` file, with the packages they use (React among them); the entry keeps React
 * DOM and React Router, so the two large files download side by side. Reach is worked out from the
 * module graph once it is complete, so a module only the back office uses stays out of the file.
 */
export function chunkGroups() {
  const publicModules = new Set<string>()

  const plugin: Plugin = {
    name: 'gwp:chunk-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      publicModules.clear()
    },
    buildEnd() {
      const pending = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry && !id.startsWith(ADMIN_ROUTES),
      )
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (publicModules.has(id)) continue
        publicModules.add(id)
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
    },
  }

  const groups = [
    {
      name: 'public',
      test: (id: string) => id.startsWith(APP_DIR) && publicModules.has(id),
      minShareCount: 2,
    },
  ]
  return { plugin, groups }
}
