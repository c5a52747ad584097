import type { BackupSummary } from './backup.js'
import { ArchiveError, type Manifest } from './format.js'
import type { RestoreSummary } from './restore.js'

/** What `npm run backup` and `npm run restore` print: what was written or loaded, counts, time. */

export function backupReport(summary: BackupSummary): string {
  const { manifest } = summary
  const lines = [
    `Wrote ${summary.file} (${formatBytes(summary.bytes)}) from ${manifest.source.dialect} in ${seconds(summary.durationMs)}.`,
    `  ${tableLine(manifest)}`,
    `  ${fileLine(manifest)}`,
    `  left out: ${manifest.leftOut.map((entry) => (entry.rows === 'all' ? entry.table : `${entry.rows} ${entry.table} rows (${entry.reason})`)).join(', ')}`,
  ]
  if (summary.attempts > 1) {
    lines.push(`  taken ${summary.attempts} times: files were deleted while the first snapshot was read`)
  }
  if (manifest.missingFiles.length > 0) {
    lines.push(
      `  warning: ${manifest.missingFiles.length} files the database names are missing from DATA_DIR ` +
        `(listed in the manifest as missingFiles), e.g. ${manifest.missingFiles[0]}`,
    )
  }
  return `${lines.join('\n')}\n`
}

export function restoreReport(file: string, target: string, summary: RestoreSummary): string {
  const { manifest } = summary
  const versions = Object.entries(summary.contentVersions)
    .map(([scope, version]) => `${scope} ${version}`)
    .join(', ')
  return (
    [
      `Restored ${file} (made ${manifest.createdAt} on ${manifest.source.dialect}) into ${target} in ${seconds(summary.durationMs)}.`,
      `  ${tableLine(manifest)}`,
      `  ${fileLine(manifest)}: ${summary.filesWritten} written, ${summary.filesInPlace} already in place`,
      `  content versions raised to ${versions}`,
      '  Admins sign in with their passwords; sessions and reset links from before the backup do not carry over.',
    ].join('\n') + '\n'
  )
}

function tableLine(manifest: Manifest): string {
  const total = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  const each = manifest.tables.map((table) => `${table.name} ${table.rows}`).join(', ')
  return `${manifest.tables.length} tables, ${total} rows: ${each}`
}

function fileLine(manifest: Manifest): string {
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0)
  return `${manifest.files.length} files (${formatBytes(bytes)})`
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * The one line a failed command prints. Failures an operator causes or can fix (a bad archive, a
 * non-empty target, a database that does not answer) carry no stack; anything else is a bug and does.
 */
export function failureText(prefix: string, err: unknown): string {
  const expected =
    err instanceof ArchiveError ||
    (err instanceof Error &&
      (err.message.startsWith('Invalid environment') || typeof (err as { code?: unknown }).code === 'string'))
  if (!expected) return `${prefix}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`
  return `${prefix}: ${(err as Error).message.replace(/\.?$/, '.')}`
}
