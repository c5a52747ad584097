import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Language } from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'

/**
 * Built catalogues live in DATA_DIR/catalog, one file per catalogue content version and language:
 * `catalog-<n>.pdf` in English, `catalog-<n>-ur.pdf` and `catalog-<n>-ar.pdf` (decision record 023).
 */
export const CATALOG_DIR = 'catalog'
const FILE_NAME = /^catalog-(\d+)(?:-[a-z]{2})?\.pdf$/

export interface CatalogFile {
  version: number
  language: Language
  /** Relative to DATA_DIR, as a queued e-mail names its attachment. */
  relativePath: string
  absolutePath: string
}

export interface CatalogFilesDeps {
  dataDir: string
  /** The catalogue's content version now. */
  findVersion(): Promise<number>
  /** The PDF of the live catalogue in a language. */
  build(language: Language): Promise<Buffer>
  /** Attachment paths of e-mails not sent yet: those files must stay. */
  listQueuedAttachmentPaths(): Promise<string[]>
  log: FastifyBaseLogger
}

/**
 * The catalogue PDF cache on disk (docs/requirements/enquiries.md#catalogue-pdf: rebuilt when the catalogue
 * changes, not on every request). The file of version n is `catalog/catalog-<n>.pdf`; when the version has
 * moved on, the first request that needs the PDF builds the new file, and requests arriving meanwhile in this
 * process wait for that same build. Processes sharing DATA_DIR may each build a version once; every
 * file is written under a temporary name and renamed, so a reader never sees half a PDF.
 *
 * A queued e-mail names its version's file and the worker attaches it when it sends (maybe much
 * later, after retries). So pruning, after each build, removes only older versions no unsent e-mail
 * names. A request that picked a file and queued its e-mail while a prune ran is covered by the
 * prune looking at the queue again after moving the file aside, and by the request checking the
 * file still exists after its commit (`ensure`): whichever runs last, the e-mail finds its file.
 */
export function createCatalogFiles({
  dataDir,
  findVersion,
  build,
  listQueuedAttachmentPaths,
  log,
}: CatalogFilesDeps) {
  const dir = path.join(dataDir, CATALOG_DIR)
  const inFlight = new Map<string, Promise<void>>()

  const fileOf = (version: number, language: Language): CatalogFile => {
    const name = language === 'en' ? `catalog-${version}.pdf` : `catalog-${version}-${language}.pdf`
    return { version, language, relativePath: `${CATALOG_DIR}/${name}`, absolutePath: path.join(dir, name) }
  }

  const exists = async (file: string) =>
    fs.stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    )

  /** Builds the file once, however many callers ask while the build runs (single flight). */
  function write(file: CatalogFile): Promise<void> {
    const running = inFlight.get(file.relativePath)
    if (running) return running
    const run = (async () => {
      const started = Date.now()
      const bytes = await build(file.language)
      await fs.mkdir(dir, { recursive: true })
      const temp = path.join(
        dir,
        `.${path.basename(file.absolutePath)}.${randomBytes(6).toString('hex')}.tmp`,
      )
      try {
        await fs.writeFile(temp, bytes)
        await fs.rename(temp, file.absolutePath)
      } catch (err) {
        await fs.rm(temp, { force: true })
        throw err
      }
      log.info(
        { version: file.version, bytes: bytes.length, ms: Date.now() - started },
        'catalogue PDF built',
      )
    })().finally(() => inFlight.delete(file.relativePath))
    inFlight.set(file.relativePath, run)
    return run
  }

  async function prune(current: number): Promise<void> {
    const names = await fs.readdir(dir).catch(() => [] as string[])
    // Only older versions: a newer file is another process's build for a version this one has not
    // seen yet. (DATA_DIR is assumed to belong to one database; a database recreated under an old
    // DATA_DIR would meet files of its own version numbers: empty DATA_DIR/catalog when doing that.)
    const candidates = names.filter((name) => {
      const match = FILE_NAME.exec(name)
      return match !== null && Number(match[1]) < current
    })
    if (candidates.length === 0) return
    const queued = new Set(await listQueuedAttachmentPaths())
    for (const name of candidates) {
      const relativePath = `${CATALOG_DIR}/${name}`
      if (queued.has(relativePath)) continue
      const file = path.join(dir, name)
      const aside = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.pruning`)
      try {
        await fs.rename(file, aside)
      } catch {
        continue // another process pruned it first
      }
      // An e-mail naming it may have been committed since the queue was read: then it stays.
      if ((await listQueuedAttachmentPaths()).includes(relativePath)) await fs.rename(aside, file)
      else await fs.rm(aside, { force: true })
    }
  }

  return {
    /** The current catalogue's file, built first when it does not exist yet. */
    async current(language: Language = 'en'): Promise<CatalogFile> {
      const file = fileOf(await findVersion(), language)
      if (await exists(file.absolutePath)) return file
      await write(file)
      try {
        await prune(file.version)
      } catch (err) {
        log.warn({ err }, 'could not remove old catalogue PDFs')
      }
      return file
    },

    /** The version the next `current()` would serve, without building anything (for ETags). */
    currentVersion: findVersion,

    /** Builds the file again if it went missing (see the prune note above). */
    async ensure(file: CatalogFile): Promise<void> {
      if (!(await exists(file.absolutePath))) await write(file)
    },

    /**
     * Opens the file for reading; an open file survives a prune. A file pruned between `current()`
     * and here is rebuilt once.
     */
    async open(file: CatalogFile): Promise<fs.FileHandle> {
      try {
        return await fs.open(file.absolutePath, 'r')
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
        await write(file)
        return fs.open(file.absolutePath, 'r')
      }
    },
  }
}
