import type { LinguiConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

import { CATALOGUE_AREAS } from './app/i18n/catalogue-areas.ts'

/**
 * The public site's message catalogues (decision record 022): one PO file per language and area, so a
 * translator works on one screen's words at a time (catalogue-areas.ts). The English text is the message id (the spec's
 * messages stay readable, and searchable, in the code); `explicitIdAsDefault` keeps it as the key
 * instead of a hash. Nothing is extracted by macros: the tests compare the catalogues with each other
 * and with the `t('…')` calls in the code.
 */
const config: LinguiConfig = {
  locales: ['en', 'ur', 'ar'],
  sourceLocale: 'en',
  catalogs: CATALOGUE_AREAS.map((area) => ({
    path: `<rootDir>/app/i18n/locales/{locale}/${area}`,
    include: [],
  })),
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false }),
}

export default config
