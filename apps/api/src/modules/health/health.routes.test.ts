import fs from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { buildTestApp, type TestApp } from '../../test/app.js'
import { bucketEnv, startS3Server } from '../../test/s3-server.js'

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const ready = (app: TestApp) => app.app.inject({ url: '/api/ready' })

describe('GET /api/ready', () => {
  it('is 200 when the database and the file store answer, and never cached', async () => {
    t = await buildTestApp()
    const response = await ready(t)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ready' })
    expect(response.headers['cache-control']).toBe('no-store')
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' })
  })

  it('is 503 naming "draining" once the process has been told to stop, while liveness stays 200', async () => {
    t = await buildTestApp()
    t.app.draining = true
    const response = await ready(t)
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'not ready', failing: ['draining'] })
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200)
  })

  it('is 503 naming the storage when DATA_DIR/uploads cannot be written, and 200 again once it can', async () => {
    const logLines: string[] = []
    t = await buildTestApp({}, { logLines })
    const uploads = path.join(t.dataDir, 'uploads')
    fs.rmSync(uploads, { recursive: true })
    const response = await ready(t)
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'not ready', failing: ['storage'] })
    // The reason goes to the log only.
    expect(response.body).not.toContain('ENOENT')
    expect(logLines.some((line) => line.includes('"part":"storage"') && line.includes('ENOENT'))).toBe(true)
    fs.mkdirSync(uploads)
    expect((await ready(t)).statusCode).toBe(200)
  })

  it('is 503 naming the storage while the bucket does not answer, and 200 once it does', async () => {
    const s3 = await startS3Server()
    try {
      const bucket = await s3.newBucket()
      t = await buildTestApp(bucketEnv(bucket))
      expect((await ready(t)).statusCode).toBe(200)
      await s3.stop()
      const response = await ready(t)
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ status: 'not ready', failing: ['storage'] })
      await s3.restart()
      expect((await ready(t)).statusCode).toBe(200)
    } finally {
      await s3.close()
    }
  })

  it('is 503 naming the database when it does not answer', async () => {
    t = await buildTestApp()
    // The connection goes away under the server: SQLite's file handle closed, PostgreSQL's pool ended
    // (ended once: the app's own close would end it again, which pg refuses).
    if (t.app.sqlite) t.app.sqlite.close()
    else {
      const pool = t.app.dbPool!
      await pool.end()
      pool.end = (async () => {}) as typeof pool.end
    }
    const response = await ready(t)
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'not ready', failing: ['database'] })
  })
})
