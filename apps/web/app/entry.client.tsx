import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

import { loadLanguage } from './i18n/catalogues'
import { languageOfPath } from './i18n/languages'

/**
 * Hydrates the server's document once the page's catalogue is here, so the first client render says
 * what the server wrote (no flash of English). The back office is English, in the public chrome's
 * words: it loads the English catalogue.
 */
async function hydrate() {
  await loadLanguage(languageOfPath(window.location.pathname))
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

void hydrate()
