import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

import { isBackOfficePath, languageOfPath } from './i18n/languages'

/**
 * Hydrates the server's document once the page's catalogue is here, so the first client render says
 * what the server wrote (no flash of English). The back office is English: its public chrome says its
 * words without a catalogue, and it loads neither one nor Lingui (catalogues.ts). The loader comes
 * with the public layout's file, which a public page has already asked for.
 */
async function hydrate() {
  const { pathname } = window.location
  if (!isBackOfficePath(pathname)) {
    const { loadLanguage } = await import('./i18n/load-language')
    await loadLanguage(languageOfPath(pathname))
  }
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
