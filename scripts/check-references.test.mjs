import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { anchorsOf, checkReferences, headingSlug } from './check-references.mjs'

// The check reads this file too, so the old forms it refuses are assembled here rather than written
// out, and cited paths are joined from their parts.
const at = (...parts) => parts.join('/')
const oldSpec = (name) => `${name}.md`
const oldNote = (name) => name.toUpperCase()
const SIGN = '\u00a7'
const SPEC_ADVICE = `names the old specification: cite the area file in ${at('docs', 'requirements')}/ and its anchor`

const PRODUCTS = at('docs', 'requirements', 'products.md')
const BACK_OFFICE = at('docs', 'requirements', oldSpec('back-office'))

/** A small repository: requirement docs, a decision record, code citing them. */
const CLEAN = {
  '.gitignore': 'dist/\nbuild-*/\n',
  [PRODUCTS]: '# Products\n\n<a id="rules"></a>\n## Validation rules\n\n## Calls\n\n## Calls\n',
  [BACK_OFFICE]: '# Back office\n\n<a id="shell"></a>\n## The shell\n\nRights: see products.md#rules.\n',
  [at('docs', 'decisions', '005-response-cache.md')]: '# 005 · Cache\n',
  [at('docs', 'architecture.md')]:
    '# Architecture\n\nSee [the rules](requirements/products.md#rules), [cache](decisions/005-response-cache.md),\n' +
    `[below](#architecture) and ${BACK_OFFICE}.\n`,
  [at('apps', 'api', 'src', 'products.ts')]:
    `/** Limits (${PRODUCTS}#rules, #calls and #calls-1; decision record 005, ADR 005). */\n` +
    `// Started from ${at('apps', 'api', 'dist', 'server.js')}, as ${at('apps', 'api', 'src')}/ holds it.\n` +
    `import './x' // ${at('scripts', 'check.mjs')}\n`,
  [at('scripts', 'check.mjs')]: '// A script.\n',
  'package-lock.json': `{ "note": "${oldSpec('public-site')}" }\n`,
  'logo.png': `\0PNG ${SIGN}5`,
}

let root
function tree(files) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-references-'))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return checkReferences(root, Object.keys(files)).map(
    ({ file, line, reason }) => `${file}:${line}: ${reason}`,
  )
}
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** The clean tree plus one file holding `text`, and what the check says about that file. */
function problemsOf(text, file = at('apps', 'web', 'app', 'page.tsx')) {
  const problems = tree({ ...CLEAN, [file]: text })
  expect(problems.every((problem) => problem.startsWith(`${file}:`))).toBe(true)
  return problems.map((problem) => problem.slice(file.length + 1))
}

describe('checkReferences', () => {
  it('passes a tree whose paths, anchors and decision records all exist', () => {
    expect(tree(CLEAN)).toEqual([])
  })

  it('refuses a cited file or folder that does not exist', () => {
    expect(
      problemsOf(`// See ${at('apps', 'api', 'src', 'gone.ts')} and ${at('bench', 'nowhere')}/.\n`),
    ).toEqual([
      `1: ${at('apps', 'api', 'src', 'gone.ts')}: no such file or folder`,
      `1: ${at('bench', 'nowhere')}/: no such file or folder`,
    ])
  })

  it('refuses an anchor the cited document does not define, also later in a list', () => {
    expect(problemsOf(`// (${PRODUCTS}#rule)\n\n// (${PRODUCTS}#rules, #limits)\n`)).toEqual([
      `1: ${PRODUCTS}#rule: ${PRODUCTS} has no anchor #rule`,
      `3: ${PRODUCTS}#rules: ${PRODUCTS} has no anchor #limits`,
    ])
  })

  it('refuses a markdown link to a missing file or anchor, and a bare sibling anchor', () => {
    const file = at('docs', 'requirements', 'blogs.md')
    expect(
      problemsOf('[a](missing.md) [b](products.md#nope) [c](#here)\n\nsee products.md#gone\n', file),
    ).toEqual([
      `1: missing.md: no such file or folder`,
      `1: products.md#nope: ${PRODUCTS} has no anchor #nope`,
      `1: #here: ${file} has no anchor #here`,
      `3: products.md#gone: ${PRODUCTS} has no anchor #gone`,
    ])
  })

  it('refuses every mention of the outside documents', () => {
    const text = [
      `// (${oldSpec('public-site')} ${SIGN}4)`,
      `// (${oldSpec('back-office')})`,
      `// ${oldSpec(oldNote('style'))}, ${oldNote('architecture')}, ${oldSpec(oldNote('benchmarks'))}`,
      `// ${oldSpec(oldNote('security'))}, ${at('shared', 'design')}`,
    ].join('\n')
    expect(problemsOf(text)).toEqual([
      `1: "${oldSpec('public-site')}" ${SPEC_ADVICE}`,
      `1: "${SIGN}" names a section of an outside document: cite a path and anchor, or name the part in words`,
      `2: "${oldSpec('back-office')}" ${SPEC_ADVICE}`,
      `3: "${oldSpec(oldNote('style'))}" names an old design note: cite docs/architecture.md`,
      `3: "${oldNote('architecture')}" names an old design note: cite docs/architecture.md`,
      `3: "${oldSpec(oldNote('benchmarks'))}" names an old design note: cite bench/README.md`,
      `4: "${oldSpec(oldNote('security'))}" names an old design note: cite the item in docs/security.md`,
      `4: "${at('shared', '')}" names a folder outside the repository`,
    ])
  })

  it('accepts the requirements’ own back-office file by its path or from beside it', () => {
    expect(problemsOf(`// ${BACK_OFFICE}#shell\n`)).toEqual([])
    const besideIt = `See ${oldSpec('back-office')}#shell.\n`
    expect(problemsOf(besideIt, at('docs', 'requirements', 'blogs.md'))).toEqual([])
    const linked = `[${oldSpec('back-office')}#shell](../requirements/${oldSpec('back-office')}#shell)\n`
    expect(problemsOf(linked, at('docs', 'decisions', '001-x.md'))).toEqual([])
  })

  it('refuses the old security items and findings written the old way', () => {
    const security = oldNote('security')
    const text = `it('limits (${security} 21)')\n// ${security} item 26, ${security} finding 6\n`
    expect(problemsOf(text)).toEqual([
      `1: "${security} 21" names an old design note: cite the item in docs/security.md`,
      `2: "${security} item 26" names an old design note: cite the item in docs/security.md`,
      `2: "${security} finding 6" names an old finding: cite its anchor in docs/decisions/012-hardening.md`,
    ])
  })

  it('refuses a decision number that is not a record, and a record that does not exist', () => {
    const text = `// (decision ${7}; Decision ${12})\n// ADR ${'099'}, decision records 005 to 006, ADR ${5}\n`
    const noRecord = (name, number) => `"${name} ${number}": no ${at('docs', 'decisions', number)}-*.md`
    expect(problemsOf(text)).toEqual([
      `1: "decision ${7}" is not a decision record number (three digits): cite the requirement it means`,
      `1: "Decision ${12}" is not a decision record number (three digits): cite the requirement it means`,
      `2: ${noRecord('ADR', '099')}`,
      `2: ${noRecord('decision records', '006')}`,
      `2: "ADR ${5}" is not a decision record number (three digits): cite the requirement it means`,
    ])
  })

  it('takes build outputs named in .gitignore as existing, and skips the lock file and binaries', () => {
    expect(problemsOf(`// ${at('apps', 'web', 'build-2', 'index.js')}\n`)).toEqual([])
  })
})

describe('anchorsOf', () => {
  it('knows explicit ids and GitHub heading slugs, repeats numbered, fenced lines ignored', () => {
    const markdown =
      '<a id="s1"></a>\n## 1. Passwords: `argon2id` only!\n## Calls\n## Calls\n```\n# not a heading\n```\n'
    expect([...anchorsOf(markdown)]).toEqual(['s1', '1-passwords-argon2id-only', 'calls', 'calls-1'])
  })

  it('slugs a heading as GitHub does', () => {
    expect(headingSlug('The web app (`apps/web`)')).toBe('the-web-app-appsweb')
  })
})
