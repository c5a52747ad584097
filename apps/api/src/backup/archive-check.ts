import { createHash } from 'node:crypto'

import { parseLines, readAll, readArchive } from './archive-reading.js'
import {
  ArchiveError,
  FILE_ENTRY,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  ManifestSchema,
  TABLE_ENTRY,
  type Manifest,
} from './format.js'
import { contentProblem, restorableFile } from './restorable-files.js'
import { attachmentPaths, isUnsent, KEPT_TABLES } from './tables.js'

interface SeenTable {
  rows: number
  batches: number
  /** The distinct column lists seen in its rows: one, the manifest's, in a sound archive. */
  shapes: Set<string>
}

/**
 * The first read of a restore: every entry checked against the manifest at the end, before the
 * database or DATA_DIR is touched. Format and version are judged first, so a newer archive is named
 * as such. Every file must be one the site writes, and is checked by content (restorable-files.ts).
 */
export async function checkArchive(file: string): Promise<Manifest> {
  const order = KEPT_TABLES.map((table) => table.name)
  const tables = new Map<string, SeenTable>()
  const files = new Map<string, { size: number; sha256: string }>()
  const attachments = new Set<string>()
  const unexpected: string[] = []
  // The first file whose bytes are not what its name says, reported once the manifest is judged.
  let badContent: string | null = null
  let manifestText: string | null = null
  let lastTable = -1

  for await (const entry of readArchive(file)) {
    if (manifestText !== null) {
      unexpected.push(entry.path)
      continue
    }
    if (entry.path === MANIFEST_ENTRY) {
      manifestText = (await readAll(entry)).toString('utf8')
      continue
    }
    const tableMatch = TABLE_ENTRY.exec(entry.path)
    const position = tableMatch ? order.indexOf(tableMatch[1]!) : -1
    if (tableMatch && position >= lastTable && files.size === 0) {
      lastTable = position
      const table = tableMatch[1]!
      const seen = tables.get(table) ?? { rows: 0, batches: 0, shapes: new Set<string>() }
      tables.set(table, seen)
      if (Number(tableMatch[2]) !== ++seen.batches) unexpected.push(entry.path)
      for (const row of parseLines(await readAll(entry))) {
        seen.rows++
        seen.shapes.add(shapeOf(Object.keys(row)))
        for (const value of Object.values(row)) {
          if (value !== null && typeof value !== 'string' && typeof value !== 'number') {
            throw new ArchiveError(`${entry.path} holds a value no column can take`)
          }
        }
        if (table === 'mail_queue' && isUnsent(row)) {
          for (const path of attachmentPaths(row.attachments)) attachments.add(path)
        }
      }
      continue
    }
    const fileMatch = FILE_ENTRY.exec(entry.path)
    if (fileMatch && !files.has(fileMatch[1]!)) {
      const path = fileMatch[1]!
      const expected = restorableFile(path)
      // A file the site writes is held whole to be decoded (a few MB at most); any other is only
      // hashed, and refused by its name below.
      const bytes = expected ? await readAll(entry) : null
      const hash = createHash('sha256')
      let size = 0
      for await (const chunk of bytes ? [bytes] : entry.body) {
        hash.update(chunk)
        size += chunk.length
      }
      files.set(path, { size, sha256: hash.digest('hex') })
      if (expected && bytes && badContent === null) badContent = await contentProblem(path, expected, bytes)
      continue
    }
    unexpected.push(entry.path)
  }

  if (manifestText === null) {
    throw new ArchiveError(
      `it ends without its manifest (${MANIFEST_ENTRY}): it was cut short, or is no backup`,
    )
  }
  const manifest = parseManifest(manifestText)
  if (unexpected.length > 0) {
    throw new ArchiveError(`it holds entries a backup does not have, or out of order (${unexpected[0]})`)
  }
  if (
    !sameMembers(
      manifest.tables.map((table) => table.name),
      order,
    )
  ) {
    throw new ArchiveError('its manifest does not list the tables this version of the site has')
  }
  for (const table of manifest.tables) {
    const seen = tables.get(table.name) ?? { rows: 0, shapes: new Set<string>() }
    if (seen.rows !== table.rows) {
      throw new ArchiveError(`${table.name} has ${seen.rows} rows, its manifest says ${table.rows}`)
    }
    if ([...seen.shapes].some((shape) => shape !== shapeOf(table.columns))) {
      throw new ArchiveError(`${table.name} has rows whose columns are not the ones its manifest lists`)
    }
  }
  for (const [table] of tables) {
    if (!manifest.tables.some((listed) => listed.name === table)) {
      throw new ArchiveError(`it holds rows of ${table}, which its manifest does not list`)
    }
  }
  if (files.size !== manifest.files.length) {
    throw new ArchiveError(`it holds ${files.size} files, its manifest lists ${manifest.files.length}`)
  }
  for (const listed of manifest.files) {
    const found = files.get(listed.path)
    if (!found || found.size !== listed.size || found.sha256 !== listed.sha256) {
      throw new ArchiveError(
        `${listed.path} is damaged or missing (size or SHA-256 differs from the manifest)`,
      )
    }
    // A catalogue PDF comes in only with the unsent e-mail that attaches it.
    const allowed = listed.path.startsWith('uploads/') || attachments.has(listed.path)
    if (!restorableFile(listed.path) || !allowed) {
      throw new ArchiveError(`it holds a file a restore does not write (${listed.path})`)
    }
  }
  if (badContent !== null) throw new ArchiveError(badContent)
  return manifest
}

function parseManifest(text: string): Manifest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ArchiveError('its manifest is not JSON')
  }
  const head = value as { format?: unknown; formatVersion?: unknown } | null
  if (head?.format !== FORMAT) throw new ArchiveError('it is not a GWP backup')
  if (typeof head.formatVersion !== 'number' || head.formatVersion > FORMAT_VERSION) {
    throw new ArchiveError(
      `it is format version ${String(head.formatVersion)}, newer than this version of the site reads (${FORMAT_VERSION})`,
    )
  }
  const parsed = ManifestSchema.safeParse(value)
  if (!parsed.success)
    throw new ArchiveError(`its manifest is malformed (${parsed.error.issues[0]?.message})`)
  return parsed.data
}

const shapeOf = (columns: readonly string[]) => [...columns].sort().join('\n')

/** Whether two lists hold the same names, in any order. */
export function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return shapeOf(a) === shapeOf(b)
}
