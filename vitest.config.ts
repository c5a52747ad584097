import { availableParallelism } from 'node:os'

import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'

import { linguiCatalogues } from './apps/web/catalogue-plugin.ts'

const pg = process.env.TEST_DATABASE_URL

/**
 * One run, several projects: the contracts, the repository's scripts, the web app's components in a
 * simulated browser (jsdom), the API on SQLite, and the same API suite again on PostgreSQL when
 * TEST_DATABASE_URL names a server (CI creates one).
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Every core: Vitest's default leaves one free (a single worker on CI's two cores), and the suite
    // is mostly waiting on databases and child processes, so a second file alongside costs little.
    // Each file has its own database, schema, folders and ports, so files never share state.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] },
      },
      {
        // Packages are read as the browser build reads them. `#app/*` needs nothing here: Vite
        // resolves it from apps/web/package.json "imports", as the app's own build does.
        resolve: { conditions: ['source', ...defaultClientConditions] },
        plugins: [linguiCatalogues()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs', 'apps/web/scripts/**/*.test.mjs'] },
      },
      {
        extends: true,
        test: {
          name: 'api:sqlite',
          include: ['apps/api/src/**/*.test.ts'],
          // Several processes on one database: PostgreSQL's alone (SQLite serves one process a file).
          exclude: ['apps/api/src/**/*.postgres.test.ts'],
          setupFiles: ['apps/api/src/test/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          env: { TEST_DB: 'sqlite' },
        },
      },
      ...(pg
        ? [
            {
              extends: true as const,
              test: {
                name: 'api:postgres',
                include: ['apps/api/src/**/*.test.ts'],
                setupFiles: ['apps/api/src/test/setup.ts'],
                testTimeout: 20_000,
                hookTimeout: 30_000,
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
})
