import { afterEach, vi } from 'vitest'

// An unexpected console.error or console.warn fails the test (docs/architecture.md#tests); a test that
// expects one spies on console itself.
const fail =
  (kind: string) =>
  (...args: unknown[]) => {
    throw new Error(`Unexpected console.${kind}: ${args.map(String).join(' ')}`)
  }
vi.spyOn(console, 'error').mockImplementation(fail('error'))
vi.spyOn(console, 'warn').mockImplementation(fail('warn'))

afterEach(() => {
  vi.useRealTimers()
})
