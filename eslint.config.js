import fs from 'node:fs'
import path from 'node:path'

import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Apps never import each other; shared code lives in packages/contracts. */
const OTHER_APP = {
  group: ['@gwp/api', '@gwp/api/*', '**/apps/api/**'],
  message: 'Apps never import each other; shared code lives in packages/contracts.',
}

/**
 * Inside apps/web, a file imports its own folder relatively (`./x`) and anything else through the
 * `#app/*` alias (package.json "imports"), so an import says where it lands whatever the depth of the
 * file that holds it (docs/architecture.md#imports).
 */
const CROSS_FOLDER_RELATIVE = {
  regex: '^\\.\\./',
  message: 'Import another folder of the web app through #app/… (a relative import stays inside its folder).',
}

/** Back-office sections never import each other: what two share goes to api/, lib/ or components/ui. */
const OTHER_SECTION = {
  regex: '(^|/)sections/',
  message: 'A section never imports another section; move what both need to api/, lib/ or components/ui.',
}

const ROOT = import.meta.dirname
const API = 'apps/api/src'
const WEB = 'apps/web/app'

/** The folders directly inside `dir` (the API's modules, the web app's features), read at config time. */
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/**
 * The API's floors, top to bottom (docs/decisions/017-layers.md): a file imports its own floor and
 * the floors below, never one above. `paths` name a floor's files; `targets` narrow them where a
 * higher floor lives inside (db/seed in db, the fast lane in cache).
 */
const API_FLOORS = [
  { name: 'entry points', paths: ['server.ts', 'web.ts', 'scripts'] },
  { name: 'composition', paths: ['app.ts', 'db/seed'] },
  { name: 'modules', paths: ['modules'] },
  { name: 'plugins', paths: ['plugins', 'cache/fast-lane.ts', 'openapi'] },
  {
    name: 'services',
    paths: ['mail', 'storage', 'backup', 'throttles', 'request-log', 'cache'],
    targets: ['mail', 'storage', 'backup', 'throttles', 'request-log', 'cache/!(fast-lane).ts'],
  },
  { name: 'database', paths: ['db'], targets: ['db/!(seed)/**', 'db/*.ts'] },
  { name: 'helpers', paths: ['lib', 'config.ts'] },
]

const apiPath = (entry) => `${API}/${entry}`

const API_ZONES = [
  ...API_FLOORS.slice(1).map((floor, below) => ({
    target: (floor.targets ?? floor.paths).map(apiPath),
    from: API_FLOORS.slice(0, below + 1).flatMap((above) => above.paths.map(apiPath)),
    message: `The ${floor.name} floor imports only its own floor and the ones below (docs/decisions/017-layers.md).`,
  })),
  ...foldersIn(`${API}/modules`).map((module) => ({
    target: `${API}/modules/${module}`,
    from: `${API}/modules`,
    except: [`./${module}`],
    message:
      'A module never imports another: what two areas share goes down a floor (db/repositories, lib, …).',
  })),
]

const WEB_ZONES = [
  ...foldersIn(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: routes combine features; what both need goes to components/ or lib/.',
  })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/utils`],
    from: [`${WEB}/features`, `${WEB}/routes`],
    message: 'components/, lib/ and utils/ sit below the features and routes that use them.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/routes`,
    message: 'Routes use features, never the other way round.',
  },
]

/** The toast library is fetched on first use (docs/decisions/007-browser-build-in-few-files.md); its types are free. */
const TOAST_LIBRARY = {
  group: ['react-toastify'],
  allowTypeImports: true,
  message: 'Show toasts through #app/components/toast: a static import puts the library on every first load.',
}

/** The web app's import rule for one group of files: the patterns every web file obeys, and these. */
const webImports = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [OTHER_APP, CROSS_FOLDER_RELATIVE, TOAST_LIBRARY, ...patterns] },
  ],
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/build-*/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.react-router/**',
      'data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // Apps never import each other; shared code lives in packages/contracts.
    files: ['apps/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@gwp/web', '@gwp/web/*', '**/apps/web/**'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_APP] }] },
  },
  {
    files: ['apps/web/{app,server}/**/*.{ts,tsx}'],
    rules: webImports(),
  },
  {
    // Design-system primitives are presentational: no feature code, no store, no data.
    files: ['apps/web/app/components/ui/**/*.{ts,tsx}'],
    rules: webImports(
      { regex: '(^|/)features(/|$)', message: 'components/ui never imports from features.' },
      {
        group: ['react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/*'],
        message: 'components/ui holds no state of the store and fetches nothing; pass data in props.',
      },
    ),
  },
  {
    files: ['apps/web/app/features/back-office/sections/**/*.{ts,tsx}'],
    rules: webImports(OTHER_SECTION),
  },
  {
    // Imports point down (docs/decisions/017-layers.md): no import circles, and the floors above.
    files: [`${API}/**/*.ts`, `${WEB}/**/*.{ts,tsx}`, 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow TypeScript files too: without these, no-cycle reads nothing past the file it checks.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contracts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests stand above everything they test.
    files: [`${API}/**/*.ts`],
    ignores: ['**/*.test.ts', `${API}/test/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: API_ZONES }] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: WEB_ZONES }] },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/web/scripts/**/*.mjs', 'bench/**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
)
