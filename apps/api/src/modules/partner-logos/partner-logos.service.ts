import { PARTNER_LOGO_MESSAGES, type PartnerLogo, type Translations } from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import { bumpContentVersion } from '../../db/content-versions.js'
import type { Database } from '../../db/database.js'
import {
  ADMIN_VIEW,
  mergeTranslations,
  parseTranslations,
  presentRecord,
  type ReadView,
} from '../../lib/content-translations.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'
import { IMAGE_RULES } from '../../storage/image-rules.js'
import { removeImage, storeImage } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'
import type { PartnerLogosRepository } from './partner-logos.repository.js'

export interface PartnerLogosServiceDeps {
  db: Kysely<Database>
  logos: PartnerLogosRepository
  storage: Storage
  log: FastifyBaseLogger
}

export interface NewPartnerLogo {
  name: string
  /** The uploaded file, or undefined when the form carried none. */
  image: Buffer | undefined
  translations?: Translations<'partnerLogo'> | undefined
}

/** A logo as `view` answers it: its name in a language, or English with an admin's translations. */
const present = (logo: PartnerLogo, view: ReadView): PartnerLogo =>
  presentRecord('partnerLogo', logo, logo.translations ?? {}, view)

/**
 * The About page's partner logos (docs/requirements/back-office.md#partner-logos). Partner logos belong to
 * the 'catalog' content scope: every write raises its version after the row changed, in the same transaction.
 */
export function createPartnerLogosService({ db, logos, storage, log }: PartnerLogosServiceDeps) {
  return {
    async list(view: ReadView): Promise<PartnerLogo[]> {
      return (await logos.list()).map((logo) => present(logo, view))
    },

    /** The image is checked and stored first; if the row then fails, its files are removed again. */
    async create({ name, image, translations }: NewPartnerLogo): Promise<PartnerLogo> {
      if (!image || image.length === 0) throw badRequest(PARTNER_LOGO_MESSAGES.imageRequired)
      const stored = await storeImage(storage, image, 'partners', IMAGE_RULES.partnerLogo)
      const logo = { id: newId(), name, image: stored.path }
      const translated = mergeTranslations('partnerLogo', '{}', translations) ?? '{}'
      try {
        await db.transaction().execute(async (trx) => {
          await logos.create({ ...logo, createdAt: nowIso(), translations: translated }, trx)
          await bumpContentVersion(trx, 'catalog')
        })
      } catch (error) {
        await removeImage(storage, stored.path)
        throw error
      }
      return present({ ...logo, translations: parseTranslations(translated) }, ADMIN_VIEW)
    },

    /**
     * The row goes first and the files after the commit: a failed delete then leaves the logo whole,
     * and a failure to remove the files afterwards leaves only unreferenced files, which is logged.
     */
    async delete(id: string): Promise<void> {
      const logo = await logos.find(id)
      if (!logo) throw notFound(PARTNER_LOGO_MESSAGES.notFound)
      const deleted = await db.transaction().execute(async (trx) => {
        // Another request may have removed it since it was read: that is a 404 too.
        if (!(await logos.delete(id, trx))) return false
        await bumpContentVersion(trx, 'catalog')
        return true
      })
      if (!deleted) throw notFound(PARTNER_LOGO_MESSAGES.notFound)
      try {
        await removeImage(storage, logo.image)
      } catch (error) {
        log.error({ err: error, image: logo.image }, 'partner logo deleted, but its image files were not')
      }
    },
  }
}

export type PartnerLogosService = ReturnType<typeof createPartnerLogosService>
