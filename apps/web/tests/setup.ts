import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

import { loadLanguage } from '#app/i18n/load-language'

/**
 * Component tests (the `web` project of vitest.config.ts). An unexpected console.error or
 * console.warn (React's warnings: a missing key, an update outside act, an invalid prop) fails the
 * test that caused it, as in the API suite; a test that expects one spies on console itself.
 */
// jsdom has no modal dialogs and no object URLs. The shims do what the app relies on: showModal
// opens the <dialog> (the browser's focus trap and inert page are left to the browser tests), and
// previews get a URL that names their file.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open')
}
let objectUrls = 0
URL.createObjectURL ??= () => `blob:test/${++objectUrls}`
URL.revokeObjectURL ??= () => {}

let unexpected: string[] = []
const record =
  (kind: string) =>
  (...args: unknown[]) =>
    void unexpected.push(`console.${kind}: ${args.map(String).join(' ')}`)

beforeEach(() => {
  unexpected = []
  vi.spyOn(console, 'error').mockImplementation(record('error'))
  vi.spyOn(console, 'warn').mockImplementation(record('warn'))
})

afterEach(() => {
  // Unmounted first, so a warning raised while unmounting is counted too.
  cleanup()
  vi.useRealTimers()
  if (unexpected.length > 0) throw new Error(`Unexpected ${unexpected.join('\n')}`)
})

// Components render in English unless a test wraps them in another language (app/i18n/use-i18n.tsx);
// every language a test uses is loaded first, as entry.client.tsx does before hydration.
await Promise.all((['en', 'ur', 'ar'] as const).map((language) => loadLanguage(language)))
