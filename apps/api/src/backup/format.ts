import { z } from 'zod'

/**
 * The backup archive (decision record 011): a gzip'd tar, in this order
 *
 *   tables/<table>/<000001>.jsonl   the rows of one table, a batch per entry, one JSON object per line
 *                                   keyed by the SQL column names; tables in foreign-key order
 *   files/<path>                    each file, at its path under DATA_DIR (uploads/…, catalog/…)
 *   manifest.json                   what the archive holds (ManifestSchema), written last because a
 *                                   file's size and SHA-256 are known only once it has been read
 *
 * A reader checks `format` and `formatVersion` before anything else; a change a version-1 reader
 * would misread raises the version.
 */

export const FORMAT = 'gwp-backup'
export const FORMAT_VERSION = 1
export const MANIFEST_ENTRY = 'manifest.json'

export const tableEntry = (table: string, batch: number) =>
  `tables/${table}/${String(batch).padStart(6, '0')}.jsonl`
export const TABLE_ENTRY = /^tables\/([a-z_]+)\/(\d{6})\.jsonl$/

export const fileEntry = (path: string) => `files/${path}`
export const FILE_ENTRY = /^files\/(.+)$/

/** A failure the operator can act on (bad file, non-empty target): said in one line, no stack. */
export class ArchiveError extends Error {
  override name = 'ArchiveError'
}

/** A column's value as both databases store it (database.ts): text, an integer, or null. */
export type Value = string | number | null
export type Row = Record<string, Value>

const FileSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})

export const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  source: z.object({ dialect: z.enum(['sqlite', 'postgres']) }),
  /** Kysely's migration names applied to the source: the schema the rows fit. */
  migrations: z.array(z.string()),
  /** How the rows and files were read so that they agree (backup.ts). */
  consistency: z.string(),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number().int() })),
  /** What the archive does not hold: whole tables (`rows: 'all'`), or some rows of a kept one. */
  leftOut: z.array(
    z.object({ table: z.string(), rows: z.union([z.literal('all'), z.number().int()]), reason: z.string() }),
  ),
  files: z.array(FileSchema),
  /** Files the rows name that were not on disk in two snapshots running: missing on the site too. */
  missingFiles: z.array(z.string()),
})

export type Manifest = z.infer<typeof ManifestSchema>
export type ManifestFile = z.infer<typeof FileSchema>
