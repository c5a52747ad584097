import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
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

/** The web app's import rule for one group of files: the patterns every web file obeys, and these. */
const webImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [OTHER_APP, CROSS_FOLDER_RELATIVE, ...patterns] }],
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
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
)
