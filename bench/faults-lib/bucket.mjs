// The S3-compatible store of the cluster script: npm's s3rver on a free loopback port, with its files
// in a temporary folder, and one bucket made through the app's own S3 client settings.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

import { CreateBucketCommand } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

import { createS3Client, createS3Storage } from '../../apps/api/dist/storage/s3-storage.js'
import { tempDir } from './site-process.mjs'

/** A running s3rver with one empty bucket; `env` is what a server needs to keep its files there. */
export async function startBucket() {
  // The SDK's credential chain reads these, in the servers started from this process and in it.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER'
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER'
  // The SDK's once-a-process notice that its 2027 releases need Node 22: known (decision record 018).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'
  const directory = tempDir('s3')
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory })
  const { port } = await server.run()
  const settings = {
    bucket: `gwp-${randomBytes(5).toString('hex')}`,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: undefined,
    prefix: '',
  }
  const client = createS3Client(settings)
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }))
  client.destroy()
  return {
    env: { S3_BUCKET: settings.bucket, S3_ENDPOINT: settings.endpoint },
    storage: createS3Storage(settings),
    async stop() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
