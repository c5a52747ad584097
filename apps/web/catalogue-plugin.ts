import { fileURLToPath } from 'node:url'

import { lingui } from '@lingui/vite-plugin'

/**
 * Compiles the `.po` catalogues a module imports (app/i18n/locales) into JavaScript: for the app's
 * build (vite.config.ts) and for the component tests (vitest.config.ts).
 */
export const linguiCatalogues = () =>
  lingui({
    configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
    failOnCompileError: true,
  })
