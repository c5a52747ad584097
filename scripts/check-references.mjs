// npm run check:references: every reference in the repository resolves inside it (house rule:
// docs/architecture.md#references). Prints `file:line: reason` for each one that does not, and fails.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Root folders whose paths code and docs cite from the repository root. */
const CITED_PATH = /(?<![\w@./~$-])((?:docs|apps|packages|bench|scripts)\/[\w@./-]*)(#[\w-]+)?/g
/** More anchors of the same file after a cited one: `products.md#rules, #calls and #limits`. */
const MORE_ANCHORS = /\s*(?:,|and|or|to|–)\s*#([\w-]+)/y
const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)\)/g
/** In a markdown file, a sibling document with an anchor: `see accounts.md#rights`. */
const BARE_MD_ANCHOR = /(?<![\w./-])([\w-]+\.md)#([\w-]+)/g

/**
 * The outside documents the code used to cite, whose content now lives in docs/ and bench/, and what
 * to cite instead. The design notes' names are upper-case words; they are spelled in lower case here
 * so that this file does not itself mention them.
 */
const NOTES = { security: 'the item in docs/security.md', style: 'docs/architecture.md' }
Object.assign(NOTES, { architecture: NOTES.style, benchmarks: 'bench/README.md' })
const NOTE_NAMES = Object.keys(NOTES).map((name) => name.toUpperCase())
const OLD_DOCUMENT = new RegExp(
  [
    String.raw`(?<![\w-])(?:public-site|back-office)\.md\b`,
    String.raw`\b${NOTE_NAMES[0]} (?:findings? )?(?:items? )?\d+`,
    String.raw`\b(?:${NOTE_NAMES.join('|')})(?:\.md)?\b`,
    String.raw`\bshared\/`,
    '\u00a7',
  ].join('|'),
  'g',
)
function insteadOf(mention) {
  const note = NOTES[mention.split(/[ .]/)[0].toLowerCase()]
  if (/finding/.test(mention)) return 'an old finding: cite its anchor in docs/decisions/012-hardening.md'
  if (note) return `an old design note: cite ${note}`
  if (mention.endsWith('.md'))
    return 'the old specification: cite the area file in docs/requirements/ and its anchor'
  if (mention.endsWith('/')) return 'a folder outside the repository'
  return 'a section of an outside document: cite a path and anchor, or name the part in words'
}
/** A decision record is named by its three-digit number: "ADR 005", "decision records 008 to 010". */
const DECISION = /\b(ADRs?|[Dd]ecision(?: records?)?)\s+(\d+)((?:\s*(?:,|and|or|to|–)\s*\d+)*)/g

const BINARY = /\.(png|jpe?g|webp|gif|ico|pdf|woff2?|ttf|gz|tar|zip|sqlite)$/i
const SKIPPED = new Set(['package-lock.json'])

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(text) {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Every anchor a markdown text defines: explicit ids and heading slugs (repeats get -1, -2 …). */
export function anchorsOf(markdown) {
  const anchors = new Set()
  for (const match of markdown.matchAll(/\b(?:id|name)=["']([^"']+)["']/g)) anchors.add(match[1])
  const seen = new Map()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const slug = headingSlug(heading[1])
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count ? `${slug}-${count}` : slug)
  }
  return anchors
}

/** .gitignore's patterns, so a cited build output (apps/api/dist/server.js) counts as existing. */
function ignoredOutputs(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const pattern = line.replace(/\/$/, '')
      const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')
      return { anchored: pattern.includes('/'), regex: new RegExp(`^${source}$`) }
    })
}

/**
 * Checks `files` (paths relative to `root`, as git lists them) and returns every reference that does
 * not resolve, as { file, line, reason }. Existence is judged on `files` alone, so a file someone
 * forgot to add fails here as it would on a clean clone.
 */
export function checkReferences(root, files) {
  const tracked = new Set(files)
  const folders = new Set()
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir)
  }
  const gitignore = tracked.has('.gitignore') ? fs.readFileSync(path.join(root, '.gitignore'), 'utf8') : ''
  const ignored = ignoredOutputs(gitignore)
  const isIgnoredOutput = (target) => {
    const parts = target.split('/')
    return ignored.some(({ anchored, regex }) =>
      anchored
        ? parts.some((_, i) => regex.test(parts.slice(0, i + 1).join('/')))
        : parts.some((part) => regex.test(part)),
    )
  }
  const decisionNumbers = new Set(
    files.map((file) => /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(file)?.[1]).filter(Boolean),
  )
  const texts = new Map()
  const read = (file) => {
    if (!texts.has(file)) texts.set(file, fs.readFileSync(path.join(root, file), 'utf8'))
    return texts.get(file)
  }
  const anchorCache = new Map()
  const anchorsIn = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(read(file)))
    return anchorCache.get(file)
  }

  const problems = []
  for (const file of files) {
    if (SKIPPED.has(file) || BINARY.test(file)) continue
    const text = read(file)
    if (text.slice(0, 8000).includes('\0')) continue
    const isMarkdown = file.endsWith('.md')
    const dir = path.posix.dirname(file)

    const lines = text.split('\n')
    lines.forEach((line, index) => {
      const report = (reason) => problems.push({ file, line: index + 1, reason })

      /** A path from the repository root or relative to this file, with the anchors it names. */
      const resolve = (target, anchors, shown) => {
        const clean = target.replace(/[.,:;]+$/, '').replace(/\/$/, '')
        if (!clean || clean === '.') return
        if (tracked.has(clean)) {
          if (clean.endsWith('.md')) {
            const known = anchorsIn(clean)
            for (const anchor of anchors) {
              if (!known.has(anchor)) report(`${shown}: ${clean} has no anchor #${anchor}`)
            }
          }
          return
        }
        if (folders.has(clean) || isIgnoredOutput(clean)) return
        report(`${shown}: no such file or folder`)
      }

      // A link to the requirements' own back-office file may say the file's name.
      const prose = isMarkdown
        ? line.replace(MARKDOWN_LINK, (link, target) =>
            path.posix.join(dir, target.split('#')[0]) === REQUIREMENTS_BACK_OFFICE ? ' ' : link,
          )
        : line
      for (const match of prose.matchAll(OLD_DOCUMENT)) {
        if (!isAllowedBackOffice(match, prose, dir)) report(`"${match[0]}" names ${insteadOf(match[0])}`)
      }

      for (const match of line.matchAll(DECISION)) {
        const [whole, kind, first, rest] = match
        const numbers = [first, ...(rest.match(/\d+/g) ?? [])]
        for (const number of numbers) {
          if (number.length !== 3) {
            report(`"${whole}" is not a decision record number (three digits): cite the requirement it means`)
          } else if (!decisionNumbers.has(number)) {
            report(`"${kind} ${number}": no docs/decisions/${number}-*.md`)
          }
        }
      }

      let links = line
      if (isMarkdown) {
        for (const match of line.matchAll(MARKDOWN_LINK)) {
          const target = match[1]
          if (/^[a-z]+:/i.test(target)) continue
          const [pathPart, anchor] = target.split('#')
          const resolved = pathPart
            ? path.posix.normalize(path.posix.join(pathPart.startsWith('/') ? '' : dir, pathPart))
            : file
          resolve(resolved.replace(/^\//, ''), anchor ? [anchor] : [], target)
        }
        // What a link says is checked through its target, not as a path of its own.
        links = line.replace(MARKDOWN_LINK, ' ')
        for (const match of links.matchAll(BARE_MD_ANCHOR)) {
          resolve(path.posix.join(dir, match[1]), [match[2]], match[0])
        }
      }

      for (const match of links.matchAll(CITED_PATH)) {
        const anchors = match[2] ? [match[2].slice(1)] : []
        MORE_ANCHORS.lastIndex = match.index + match[0].length
        for (let more; (more = MORE_ANCHORS.exec(links));) anchors.push(more[1])
        const target = match[1].replace(/\.+$/, '')
        resolve(target, anchors, match[2] ? match[0] : target)
      }
    })
  }
  return problems
}

const REQUIREMENTS_BACK_OFFICE = `${['docs', 'requirements', 'back-office'].join('/')}.md`

/** The requirements' own back-office file, cited by its path or from beside it, is not the old spec. */
function isAllowedBackOffice(match, line, dir) {
  if (!match[0].startsWith('back-office')) return false
  const before = line.slice(0, match.index)
  return (
    /requirements\/$/.test(before) ||
    (dir === path.posix.dirname(REQUIREMENTS_BACK_OFFICE) && !/[\w./-]$/.test(before))
  )
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const started = performance.now()
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)))
  const problems = checkReferences(root, files)
  for (const { file, line, reason } of problems) console.error(`${file}:${line}: ${reason}`)
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  if (problems.length) {
    console.error(`\n${problems.length} reference(s) do not resolve inside the repository (${seconds} s).`)
    // exitCode, not exit(): a long report to a pipe is written asynchronously and must not be cut.
    process.exitCode = 1
    return
  }
  console.log(`Every reference in ${files.length} files resolves inside the repository (${seconds} s).`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
