import { createHash, randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

import { HERO_FOLDER } from '../storage/hero-originals.js'
import { IMAGE_FOLDERS, UPLOADS_PREFIX } from '../storage/images.js'
import type { Storage } from '../storage/storage.js'
import { ArchiveError } from './format.js'
import { isRestorablePath } from './restorable-files.js'

/**
 * The site's files as a backup reads them and a restore writes them, by archive path (`uploads/…`,
 * `catalog/…`): the uploads from their store (DATA_DIR/uploads, or the bucket S3_BUCKET names), the
 * catalogue PDFs from DATA_DIR, where the server keeps them beside its database file.
 */
export interface SiteFiles {
  /** Every file under uploads the site writes (restorable-files.ts), as `uploads/…`. */
  listUploads(): Promise<string[]>
  /** A file whole, with its time; null when it is not there. */
  read(file: string): Promise<{ bytes: Buffer; mtime: Date } | null>
  /** A file's size and SHA-256, null when it is not there. */
  hash(file: string): Promise<{ size: number; sha256: string } | null>
  /** Writes a file whole (nobody sees half of it), with the time it had at the source when it can. */
  write(file: string, bytes: Buffer, mtime: Date): Promise<void>
  /** Deletes what a failed restore wrote. */
  remove(files: readonly string[]): Promise<void>
}

const MAX_ATTEMPTS = 3
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

export function siteFiles(dataDir: string, bucket?: Storage): SiteFiles {
  const disk = diskFiles(dataDir)
  if (!bucket) return disk
  const inBucket = (file: string) => file.startsWith(UPLOADS_PREFIX)
  const keyOf = (file: string) => file.slice(UPLOADS_PREFIX.length)
  // The listing's times, for the archive's entries: a bucket dates an object when it is written.
  const modified = new Map<string, Date>()
  return {
    async listUploads() {
      const folders = [...IMAGE_FOLDERS, HERO_FOLDER]
      const listed = (await Promise.all(folders.map((folder) => bucket.list(`${folder}/`)))).flat()
      for (const file of listed) modified.set(file.key, file.modified)
      return listed.map((file) => `${UPLOADS_PREFIX}${file.key}`).filter(isRestorablePath)
    },
    async read(file) {
      if (!inBucket(file)) return disk.read(file)
      // An object is replaced whole: there is no half-copied picture to wait out, as on disk.
      const bytes = await bucket.read(keyOf(file))
      return bytes && { bytes, mtime: modified.get(keyOf(file)) ?? new Date() }
    },
    async hash(file) {
      if (!inBucket(file)) return disk.hash(file)
      const bytes = await bucket.read(keyOf(file))
      return bytes && { size: bytes.length, sha256: sha256(bytes) }
    },
    async write(file, bytes, mtime) {
      // A bucket dates an object itself; restore.ts writes a slide's pictures oldest first instead.
      if (inBucket(file)) await bucket.save(keyOf(file), bytes)
      else await disk.write(file, bytes, mtime)
    },
    async remove(files) {
      await bucket.removeAll(files.filter(inBucket).map(keyOf))
      await disk.remove(files.filter((file) => !inBucket(file)))
    },
  }
}

function diskFiles(dataDir: string): SiteFiles {
  const absolute = (file: string) => path.join(dataDir, file)
  return {
    async listUploads() {
      const root = path.join(dataDir, UPLOADS_PREFIX)
      let entries
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true })
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw err
      }
      // Storage's half-written `.tmp` files and anything put there by other means stay out.
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
        .map((entry) =>
          path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .filter(isRestorablePath)
    },
    read: (file) => readSettled(absolute(file), file),
    async hash(file) {
      const hash = createHash('sha256')
      let size = 0
      try {
        for await (const chunk of createReadStream(absolute(file)) as AsyncIterable<Buffer>) {
          hash.update(chunk)
          size += chunk.length
        }
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code
        if (code === 'ENOENT' || code === 'ENOTDIR') return null
        throw err
      }
      return { size, sha256: hash.digest('hex') }
    },
    async write(file, bytes, mtime) {
      const target = absolute(file)
      await fs.mkdir(path.dirname(target), { recursive: true })
      // Beside the target, then renamed: the running site never serves half a file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
      try {
        await fs.writeFile(temp, bytes, { flag: 'wx' })
        await fs.rename(temp, target)
        // As on the source: the newest of a hero slide's pictures is the one shown.
        await fs.utimes(target, mtime, mtime)
      } finally {
        await fs.rm(temp, { force: true })
      }
    },
    async remove(files) {
      await Promise.all(files.map((file) => fs.rm(absolute(file), { force: true })))
    },
  }
}

/**
 * The file's bytes, read whole: a tar header states the size before the bytes, and the hero pictures
 * are replaced by copying over them (README "Hero pictures"), so a copy caught half-way is read again
 * once it has settled. Null when the file is not there. One file at a time is held, a few MB at most.
 */
async function readSettled(absolute: string, file: string): Promise<{ bytes: Buffer; mtime: Date } | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      const before = await fs.stat(absolute)
      const bytes = await fs.readFile(absolute)
      const after = await fs.stat(absolute)
      const settled =
        bytes.length === after.size &&
        before.size === after.size &&
        before.mtimeMs === after.mtimeMs &&
        before.ino === after.ino
      if (settled) return { bytes, mtime: after.mtime }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw err
    }
  }
  throw new ArchiveError(`${file} kept changing while the backup read it; run the backup again`)
}
