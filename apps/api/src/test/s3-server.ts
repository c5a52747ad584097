import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CreateBucketCommand } from '@aws-sdk/client-s3'
// @ts-expect-error s3rver ships no types; the little used here is typed below.
import S3rver from 's3rver'
import { afterAll, beforeAll } from 'vitest'

import type { S3Settings } from '../config.js'
import { createS3Client } from '../storage/s3-storage.js'

interface S3rverInstance {
  run(): Promise<{ port: number }>
  close(): Promise<void>
}

export interface TestS3Server {
  endpoint: string
  /** Settings for a new, empty bucket of its own (and a prefix, so keys are not at the root). */
  newBucket(options?: { prefix?: string }): Promise<S3Settings>
  /** Stops answering (an outage); `restart` brings it back on the same port with the same files. */
  stop(): Promise<void>
  restart(): Promise<void>
  close(): Promise<void>
}

/**
 * A real S3-compatible server (s3rver, files in a temporary folder) on a free loopback port, for the
 * tests that store files in a bucket. The SDK finds its credentials in the environment, as a
 * deployment's would: s3rver's own pair.
 */
export async function startS3Server(): Promise<TestS3Server> {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER'
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER'
  // The SDK warns once a process that its releases from 2027 will need Node 22; tests need not hear it.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-s3-'))
  const start = (port: number) =>
    new (S3rver as new (options: object) => S3rverInstance)({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
    })
  let server: S3rverInstance | null = start(0)
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    async newBucket({ prefix = '' } = {}) {
      const settings: S3Settings = {
        bucket: `gwp-${randomBytes(6).toString('hex')}`,
        endpoint,
        region: 'us-east-1',
        forcePathStyle: undefined,
        prefix,
        publicUrl: undefined,
      }
      const client = createS3Client(settings)
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }))
      client.destroy()
      return settings
    },
    async stop() {
      await server?.close()
      server = null
    },
    async restart() {
      server = start(port)
      await server.run()
    },
    async close() {
      await server?.close()
      server = null
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

/**
 * The S3 server of one test file: started before its first test, stopped after its last. Called at
 * the file's top level; what it returns gives the server inside tests and hooks.
 */
export function s3ServerForFile(): () => TestS3Server {
  let server: TestS3Server | undefined
  beforeAll(async () => {
    server = await startS3Server()
  })
  afterAll(async () => {
    await server?.close()
  })
  return () => server!
}

/** The settings that name a bucket, as an operator sets them. */
export const bucketEnv = (settings: S3Settings): Record<string, string> => ({
  S3_BUCKET: settings.bucket,
  S3_ENDPOINT: settings.endpoint!,
  ...(settings.prefix ? { S3_PREFIX: settings.prefix } : {}),
})
