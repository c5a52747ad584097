import { describe, expect, it } from 'vitest'

import { loadConfig } from './config.js'

describe('loadConfig', () => {
  it('reads EVENTS_TZ, Asia/Karachi when unset', () => {
    expect(loadConfig({}).eventsTimeZone).toBe('Asia/Karachi')
    expect(loadConfig({ EVENTS_TZ: 'Asia/Dubai' }).eventsTimeZone).toBe('Asia/Dubai')
  })

  it('stops at start-up on a time zone that does not exist', () => {
    expect(() => loadConfig({ EVENTS_TZ: 'Asia/Lahore' })).toThrow(
      'Invalid environment:\n  EVENTS_TZ: must be an IANA time zone, e.g. Asia/Karachi',
    )
  })

  it('stops a production server without PUBLIC_URL, saying why (docs/decisions/012-hardening.md#finding-10)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'PUBLIC_URL: required when NODE_ENV=production: reset links, e-mails and canonical URLs are built from it',
    )
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com/' })
    expect(config.publicUrl).toBe('https://www.example.com')
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:3000')
  })

  it('adds demo content to an empty database by default, but in production only with SEED_DEMO=true', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.com' }
    expect(loadConfig(production).seedDemo).toBe(false)
    expect(loadConfig({ ...production, SEED_DEMO: '' }).seedDemo).toBe(false)
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true)
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false)
    expect(loadConfig({}).seedDemo).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false)
  })
})
