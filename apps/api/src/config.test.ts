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

describe('the bucket settings', () => {
  it('keep the files on disk without S3_BUCKET, whatever else is set', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined()
  })

  it('read S3_BUCKET and the rest, with us-east-1, path-style left to the endpoint and no prefix by default', () => {
    expect(loadConfig({ S3_BUCKET: 'gwp-files' }).s3).toEqual({
      bucket: 'gwp-files',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: undefined,
      prefix: '',
    })
    expect(
      loadConfig({
        S3_BUCKET: 'gwp-files',
        S3_ENDPOINT: 'https://minio.example.com',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'sites/gwp',
      }).s3,
    ).toEqual({
      bucket: 'gwp-files',
      endpoint: 'https://minio.example.com',
      region: 'eu-central-1',
      forcePathStyle: true,
      prefix: 'sites/gwp/',
    })
  })

  it('stop at start-up on a bucket name, endpoint or prefix that cannot be one, saying which', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Has Spaces' })).toThrow('S3_BUCKET: must be a bucket name')
    expect(() => loadConfig({ S3_BUCKET: 'gwp', S3_ENDPOINT: 'minio:9000' })).toThrow(
      "S3_ENDPOINT: must be the store's address",
    )
    expect(() => loadConfig({ S3_BUCKET: 'gwp', S3_PREFIX: '../other' })).toThrow(
      'S3_PREFIX: must be a key prefix',
    )
    expect(() => loadConfig({ S3_BUCKET: 'gwp', S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(
      'S3_FORCE_PATH_STYLE',
    )
  })
})
