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
 * Back-office sections never import each other (STYLE.md §3): what two share goes to api/, lib/ or
 * components/ui. A pattern cannot see which folder the importing file is in, so there is one block per
 * folder depth inside sections/<area>/: from a file d folders below sections/, `../` taken exactly d
 * times and then a name lands in another section. Any path through a `sections/` folder is refused too.
 */
const SECTION_DEPTHS = [1, 2, 3, 4]
const SECTION_MESSAGE =
  'A section never imports another section; move what both need to api/, lib/ or components/ui.'
const sectionRules = SECTION_DEPTHS.map((depth) => ({
  files: [`apps/web/app/features/back-office/sections/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          OTHER_APP,
          {
            regex: `^(\\.\\./){${depth}}(?!\\.\\./)`,
            message: SECTION_MESSAGE,
          },
          {
            regex: '(^|/)sections/',
            message: SECTION_MESSAGE,
          },
        ],
      },
    ],
  },
}))

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
    // Design-system primitives are presentational: no feature code, no store, no data (STYLE.md §3).
    files: ['apps/web/app/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            OTHER_APP,
            { regex: '(^|/)features(/|$)', message: 'components/ui never imports from features.' },
            {
              group: ['react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/*'],
              message: 'components/ui holds no state of the store and fetches nothing; pass data in props.',
            },
          ],
        },
      ],
    },
  },
  ...sectionRules,
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
)
