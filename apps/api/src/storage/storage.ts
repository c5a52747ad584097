import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Where uploaded files live. Keys are paths relative to the storage root, with forward slashes
 * (`products/<id>.png`). The local-disk implementation below is the default; an S3-compatible one
 * can take its place when the site runs on several machines (docs/architecture.md#one-machine).
 */
export interface Storage {
  /** Writes the whole file or nothing: readers never see a half-written image. */
  save(key: string, bytes: Buffer): Promise<void>
  /** The file's bytes, or null when it does not exist. */
  read(key: string): Promise<Buffer | null>
  exists(key: string): Promise<boolean>
  /** Deletes the file; a missing file is not an error (deletes are retried and repeated). */
  remove(key: string): Promise<void>
  /** Deletes every file named, in as few requests as the store allows; missing ones are no error. */
  removeAll(keys: readonly string[]): Promise<void>
  /** The files whose keys begin with `prefix` (a folder: `hero/`), with what tells a changed file apart. */
  list(prefix: string): Promise<StoredFile[]>
  /** Resolves when the store can be used (readiness): the folder is writable, the bucket answers. */
  ping(): Promise<void>
}

export interface StoredFile {
  key: string
  size: number
  modified: Date
  /** Differs whenever the content may have: the store's ETag, or the file's inode and times on disk. */
  version: string
}

/** The folder under DATA_DIR that holds uploads, also the root that `/uploads/*` is served from. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads')
}

// Keys come from our own code, but a path stored in the database is data: refuse anything that could
// leave the root (`..`, absolute paths, backslashes, NUL) rather than trying to clean it.
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '.' || part === '..')
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`)
}

export function createLocalStorage(root: string): Storage {
  const resolvedRoot = path.resolve(root)
  const fileOf = (key: string) => {
    assertSafeKey(key)
    const file = path.resolve(resolvedRoot, key)
    if (!file.startsWith(resolvedRoot + path.sep))
      throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`)
    return file
  }

  return {
    async save(key, bytes) {
      const file = fileOf(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Write beside the target, then rename: rename is atomic on one file system.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
      try {
        await fs.writeFile(temp, bytes, { flag: 'wx' })
        await fs.rename(temp, file)
      } catch (err) {
        await fs.rm(temp, { force: true })
        throw err
      }
    },
    async read(key) {
      try {
        return await fs.readFile(fileOf(key))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile()
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false
        throw err
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true })
    },
    async ping() {
      await fs.access(resolvedRoot, fs.constants.W_OK)
    },
    async removeAll(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })))
    },
    async list(prefix) {
      const folder = prefix.replace(/\/+$/, '')
      let names: string[]
      try {
        names = await fs.readdir(fileOf(folder))
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw err
      }
      const files: StoredFile[] = []
      for (const name of names) {
        const key = `${folder}/${name}`
        if (!SAFE_KEY.test(key)) continue
        const stat = await fs.stat(fileOf(key)).catch(() => null)
        if (!stat?.isFile()) continue
        const version = `${stat.ino}:${stat.size}:${stat.ctimeMs}:${stat.mtimeMs}`
        files.push({
          key,
          size: stat.size,
          modified: new Date(Math.max(stat.ctimeMs, stat.mtimeMs)),
          version,
        })
      }
      return files
    },
  }
}
