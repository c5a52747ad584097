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
})
