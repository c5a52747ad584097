import type { Readable } from 'node:stream'

import {
  CATALOG_MAILS_PER_ADDRESS,
  ENQUIRY_MESSAGES,
  type CatalogRequestBody,
  type Language,
} from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { AppConfig } from '../../config.js'
import type { Database } from '../../db/database.js'
import { parseTranslations } from '../../lib/content-translations.js'
import { invalidField } from '../../lib/errors.js'
import { takeAllowance, type HourlyIpLimit } from '../../throttles/ip-rate-limit.js'
import { minutesAgo, nowIso } from '../../lib/time.js'
import { isOneRecipient, type MailService } from '../../mail/mail-service.js'
import type { Storage } from '../../storage/storage.js'
import type { AttemptsRepository } from '../../db/repositories/attempts.repository.js'
import { emailKey, type CustomersRepository } from '../../db/repositories/customers.repository.js'
import { createCatalogFiles, type CatalogFile } from './catalog-files.js'
import { loadPrintImage, mapWithLimit } from './catalog-images.js'
import { catalogMail } from './catalog-mail.js'
import { renderCatalogPdf } from './catalog-pdf.js'
import type { CatalogSection } from './catalog-pdf-layout.js'
import type { CatalogProductRow, CatalogRepository } from './catalog.repository.js'

const IMAGE_CONCURRENCY = 4

export interface CatalogServiceDeps {
  db: Kysely<Database>
  catalog: CatalogRepository
  customers: CustomersRepository
  attempts: AttemptsRepository
  mail: MailService
  storage: Storage
  config: Pick<AppConfig, 'dataDir' | 'publicUrl' | 'enquiryRateLimits'>
  log: FastifyBaseLogger
}

export interface CatalogPdf {
  version: number
  size: number
  stream: Readable
}

/** Names compared as a reader of the language sorts them (the same order on SQLite and PostgreSQL). */
const byNameIn = (language: Language) => {
  const collator = new Intl.Collator(language, { sensitivity: 'base' })
  return (a: string, b: string) => collator.compare(a, b) || a.localeCompare(b)
}

/** A row's stored fields in `language` (none in English: the row's own are). */
const fieldsIn = (language: Language, translations: string): Record<string, string> =>
  language === 'en' ? {} : (parseTranslations(translations)[language] ?? {})

/**
 * Categories by name, each with its products by name, both in the catalogue's language, and the
 * products' words (brand, material) too (decision record 022: a field without a translation stays
 * English).
 */
function toSections(
  rows: CatalogProductRow[],
  language: Language,
): Array<{ category: string; rows: CatalogProductRow[] }> {
  const byName = byNameIn(language)
  const byCategory = new Map<string, { category: string; rows: CatalogProductRow[] }>()
  for (const english of rows) {
    const product = fieldsIn(language, english.productTranslations)
    const row = {
      ...english,
      name: product.name ?? english.name,
      brand: product.brand ?? english.brand,
      material: product.material ?? english.material,
    }
    const category = fieldsIn(language, english.categoryTranslations).name ?? english.categoryName
    const section = byCategory.get(row.categoryId) ?? { category, rows: [] }
    section.rows.push(row)
    byCategory.set(row.categoryId, section)
  }
  const sections = [...byCategory.values()].sort((a, b) => byName(a.category, b.category))
  for (const section of sections)
    section.rows.sort((a, b) => byName(a.name, b.name) || byName(a.productCode, b.productCode))
  return sections
}

/**
 * The inbox an address reaches, as the per-address cap counts it: lower-cased, without a `+tag` in
 * the local part. Most providers deliver name+tag@ to name@, so each new tag would otherwise give the
 * same inbox a fresh cap. Dots stay: only some providers (Gmail) ignore them, and elsewhere a.b@ and
 * ab@ are different people, one of whom the cap must not hold back for the other.
 */
export function inboxKey(email: string): string {
  const address = emailKey(email)
  const at = address.lastIndexOf('@')
  const tag = address.indexOf('+')
  return tag >= 0 && tag < at ? address.slice(0, tag) + address.slice(at) : address
}

/** The catalogue by e-mail (docs/requirements/enquiries.md#catalogue-pdf) and the PDF itself. */
export function createCatalogService({
  db,
  catalog,
  customers,
  attempts,
  mail,
  storage,
  config,
  log,
}: CatalogServiceDeps) {
  const limit: HourlyIpLimit = {
    kind: 'catalog',
    perHour: config.enquiryRateLimits.catalogRequestsPerHour,
    message: ENQUIRY_MESSAGES.tooManyCatalogRequests,
  }

  /** The live catalogue's PDF in a language: its words, and the products' and categories' names. */
  async function buildPdf(language: Language): Promise<Buffer> {
    const sections = toSections(await catalog.listActiveProducts(), language)
    const printable: CatalogSection[] = []
    for (const section of sections) {
      const products = await mapWithLimit(section.rows, IMAGE_CONCURRENCY, async (row) => ({
        name: row.name,
        productCode: row.productCode,
        brand: row.brand,
        material: row.material,
        packageQuantity: row.packageQuantity,
        dimension: row.dimension,
        capacity: row.capacity,
        image: await loadPrintImage(storage, row.images),
      }))
      printable.push({ category: section.category, products })
    }
    return renderCatalogPdf({
      sections: printable,
      generatedAt: new Date(),
      siteUrl: config.publicUrl,
      language,
    })
  }

  const files = createCatalogFiles({
    dataDir: config.dataDir,
    findVersion: () => catalog.findVersion(),
    build: buildPdf,
    listQueuedAttachmentPaths: () => catalog.listQueuedAttachmentPaths(),
    log,
  })

  return {
    /**
     * Records the potential customer and queues the e-mail with the current catalogue attached, in
     * one transaction. Nothing here talks to the mail server: the queue's worker sends, and retries
     * while the server is down, so the visitor hears success either way (docs/security.md#s23). A
     * dropped request (honeypot filled) hears the same success and uses up one of the IP's requests.
     * An inbox that already had its day's catalogues (CATALOG_MAILS_PER_ADDRESS, counted by inboxKey)
     * hears the same success too and is sent nothing: the form must not become a way to flood
     * someone's inbox, and the answer must not tell an asker that someone else asked. Its visit is
     * still recorded, as every request with an address is
     * (docs/requirements/enquiries.md#potential-customers); that costs the victim nothing.
     */
    async sendCatalog({ email, language, honeypotFilled }: CatalogRequestBody, ip: string): Promise<void> {
      // The contracts' rule lets through a few forms (a comma, quotes, angle brackets) that are not
      // one plain recipient; they are refused like any other bad address, before they count.
      if (!isOneRecipient(email)) throw invalidField('email', ENQUIRY_MESSAGES.catalogEmailInvalid)
      const allowance = await takeAllowance(attempts, limit, ip)
      if (honeypotFilled) {
        log.info({ ip }, 'catalogue request dropped: honeypot field filled')
        return
      }
      let recipientMail: string | null = null
      let file: CatalogFile | null = null
      try {
        // Recorded first and counted after, like the per-IP allowance: of racing requests for one
        // address the last to record sees every earlier one, so no interleaving sends past the cap.
        const address = inboxKey(email)
        recipientMail = await attempts.record('catalog-recipient', address, ip)
        const since = minutesAgo(CATALOG_MAILS_PER_ADDRESS.windowHours * 60)
        const { count } = await attempts.countSince('catalog-recipient', 'subject', address, since)
        if (count > CATALOG_MAILS_PER_ADDRESS.max) {
          // Taken back, so asking again does not keep the address capped for ever.
          await attempts.delete(recipientMail)
          recipientMail = null
        } else {
          // The catalogue in the visitor's language is attached (an Urdu or Arabic e-mail also links
          // it, catalog-mail.ts).
          file = await files.current(language)
        }
        await db.transaction().execute(async (trx) => {
          await customers.recordEngagement({ email, source: 'catalog', language, at: nowIso() }, trx)
          if (file) await mail.enqueue(catalogMail(email, file, config.publicUrl, language), trx)
        })
      } catch (err) {
        await allowance.release().catch((releaseErr: unknown) => {
          log.warn({ err: releaseErr }, 'could not give back a catalogue rate-limit slot')
        })
        if (recipientMail) {
          await attempts.delete(recipientMail).catch((releaseErr: unknown) => {
            log.warn({ err: releaseErr }, 'could not give back a catalogue e-mail of the address cap')
          })
        }
        throw err
      }
      if (!file) {
        log.info({ ip }, 'catalogue e-mail not sent: the address already had its catalogues for the day')
        return
      }
      try {
        await files.ensure(file)
      } catch (err) {
        // Committed already: the e-mail waits in the queue and its retries give the file time to appear.
        log.error({ err, file: file.relativePath }, 'catalogue PDF missing after its e-mail was queued')
      }
    },

    /** The version the PDF would be served at now, for a conditional request; builds nothing. */
    currentVersion: (): Promise<number> => files.currentVersion(),

    /** The current catalogue PDF, built first if the catalogue changed since the last one. */
    async openPdf(language: Language = 'en'): Promise<CatalogPdf> {
      const file = await files.current(language)
      const handle = await files.open(file)
      try {
        const { size } = await handle.stat()
        return { version: file.version, size, stream: handle.createReadStream() }
      } catch (err) {
        await handle.close()
        throw err
      }
    },
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
