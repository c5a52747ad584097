import { defineConfig } from 'html-validate'

/**
 * What the server-rendered public pages are checked against (tests/e2e/html-validity.spec.ts, decision
 * record 025): html-validate's recommended rules, less only those about how React writes markup. We do
 * not choose that spelling, and the browser reads each form the same, so a rule on it would fail every
 * page on every React release without telling us anything about the page. Every other rule stays on.
 */
export default defineConfig({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React closes every void element as `<meta/>`, `<img/>`, `<input/>`; the rule wants `<meta>`.
    'void-style': 'off',
    // React writes some attributes in its props' camel case (`hrefLang`, `srcSet`, `autoComplete`,
    // `noValidate`); HTML attribute names ignore case.
    'attr-case': 'off',
    // React writes a true boolean attribute as `disabled=""` (also `async`, `inert`, `noValidate`,
    // `required`); the rule wants the bare name.
    'attribute-boolean-style': 'off',
    // The same for attributes whose empty value means the default: `hidden=""`, `crossorigin=""`,
    // `download=""`.
    'attribute-empty-style': 'off',
    // React's `style` prop is written as an inline `style` attribute: the carousel's track, the spec
    // table's colour swatches and the scroll button set values computed from data that way.
    'no-inline-style': 'off',
    // React 19's `useId` gives ids like `_R_3b5_`, which strict mode rejects for not starting with a
    // letter. Relaxed mode keeps HTML's own rule (not empty, no spaces); no-dup-id stays on.
    'valid-id': ['error', { relaxed: true }],
  },
})
