import { defineConfig } from 'vitest/config'

const pg = process.env.TEST_DATABASE_URL

/**
 * One run, several projects: the contracts, the repository's scripts, the web app, the API on SQLite,
 * and the same API suite again on PostgreSQL when TEST_DATABASE_URL names a server (CI creates one).
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] },
      },
      {
        extends: true,
        // What renders is checked in the browser (apps/web/tests/e2e); this is for logic without a DOM.
        test: { name: 'web', include: ['apps/web/app/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api:sqlite',
          include: ['apps/api/src/**/*.test.ts'],
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
