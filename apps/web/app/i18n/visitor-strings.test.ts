import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every word a visitor reads comes from the catalogues (decision record 022): a public component
 * that writes text straight into its JSX, or into an attribute a visitor reads or hears, fails here.
 * catalogues.test.ts checks the other half: every `t('…')` has its entry in each language.
 */

const APP_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** The public site's components: the back office (English only) and tests left out. */
const PUBLIC_DIRS = [
  'components/layout',
  'components/not-found.tsx',
  'components/scroll-button.tsx',
  'components/navigation-progress.tsx',
  'features/catalog',
  'features/blogs',
  'features/exhibition',
  'features/enquiries',
  'features/offers',
  'features/home',
  'features/about',
  'routes/_public',
  'root.tsx',
]

/** Attributes whose text a visitor reads or a screen reader speaks. */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'aria-description'])

/** Text that is the same in every language: the brand, symbols, and examples of what to type. */
const SAME_IN_EVERY_LANGUAGE = new Set(['GWP', 'name@company.com'])

/** Words no person is shown: the honeypot's label is off screen and hidden, a trap for bots only. */
const NOT_FOR_PEOPLE = new Set(['features/enquiries/components/honeypot-field.tsx text "Website"'])

function files(entry: string): string[] {
  const full = path.join(APP_DIR, entry)
  if (fs.statSync(full).isFile()) return [full]
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .map((name) => path.join(full, name))
}

/** Words in a piece of text: letters of any script (digits and punctuation alone say nothing). */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim())

function literalsIn(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart())
    return `${path.relative(APP_DIR, file)}:${line + 1}`
  }
  const report = (node: ts.Node, what: string) => {
    if (!NOT_FOR_PEOPLE.has(`${path.relative(APP_DIR, file)} ${what}`)) found.push(`${where(node)} ${what}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, `text "${node.text.trim()}"`)
    if (
      ts.isJsxAttribute(node) &&
      SPOKEN_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text)
    )
      report(node, `${node.name.getText(source)}="${node.initializer.text}"`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('the public site’s words', () => {
  it('come from the catalogues: no text written straight into a component', () => {
    const literals = PUBLIC_DIRS.flatMap(files).flatMap(literalsIn)
    expect(literals).toEqual([])
  })

  it('are looked for where they would be: a literal is found', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visitor-strings-'))
    const probe = path.join(dir, 'probe.tsx')
    fs.writeFileSync(probe, 'export const P = () => <p aria-label="Close">Hello there {"GWP"}</p>\n')
    try {
      const found = literalsIn(probe).map((line) => line.replace(/^.*probe\.tsx:/, ''))
      expect(found).toEqual(['1 aria-label="Close"', '1 text "Hello there"'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
