import type { Readable } from 'node:stream'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'

import type { S3Settings } from '../config.js'
import { assertSafeKey, type Storage, type StoredFile } from './storage.js'

export type { S3Settings }

/** A stored file on its way to a visitor: the body streams from the store. */
export interface OpenedFile {
  body: Readable
  size: number | undefined
  etag: string | undefined
  contentType: string | undefined
}

export interface S3Storage extends Storage {
  /** Says in one line why the bucket cannot be used (missing, refused, unreachable), or nothing. */
  probe(): Promise<void>
  /** The file as a stream, `not-modified` when `ifNoneMatch` names its ETag, null when it is missing. */
  open(key: string, ifNoneMatch?: string): Promise<OpenedFile | 'not-modified' | null>
}

/** S3 deletes at most 1,000 keys a request. */
const DELETE_BATCH = 1_000

/** localhost, *.localhost and IP addresses have no per-bucket host names: they need path-style. */
export function needsPathStyle(endpoint: string | undefined): boolean {
  if (!endpoint) return false
  const host = new URL(endpoint).hostname
  return host === 'localhost' || host.endsWith('.localhost') || /^[\d.]+$/.test(host) || host.startsWith('[')
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle ?? needsPathStyle(settings.endpoint),
    // Since 2025 the SDK adds CRC checksums to every upload and sends streamed bodies `aws-chunked`,
    // which several S3-compatible servers refuse or store wrongly: only when the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  err instanceof NotFound ||
  (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)

/**
 * The files in an S3-compatible bucket (AWS S3, R2, MinIO, B2, Spaces…) under `prefix`, with the same
 * keys as on disk. Every call goes to the store; the SDK retries what failed on the way.
 */
export function createS3Storage(settings: S3Settings, client = createS3Client(settings)): S3Storage {
  const { bucket, prefix } = settings
  const keyOf = (key: string) => {
    assertSafeKey(key)
    return prefix + key
  }

  async function removeAll(keys: readonly string[]) {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const objects = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: keyOf(key) }))
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
      )
      // A key that is not there is no error in S3; anything else the store refused is.
      const refused = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? []
      if (refused.length > 0)
        throw new Error(`The bucket refused to delete ${refused[0]!.Key}: ${refused[0]!.Message}`)
    }
  }

  async function probe() {
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }))
    } catch (err) {
      const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined
      const where = settings.endpoint ?? `AWS (${settings.region})`
      const reason =
        status === 404
          ? 'no such bucket'
          : status === 403 || status === 401
            ? 'access denied: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY'
            : (err as Error).message || (err as Error).name
      throw new Error(`S3_BUCKET "${bucket}" at ${where} cannot be used: ${reason}`)
    }
  }

  return {
    async save(key, bytes) {
      // One PUT: an object appears whole or not at all.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: bytes }))
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }))
        return Buffer.from(await answer.Body!.transformToByteArray())
      } catch (err) {
        if (isMissing(err)) return null
        throw err
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }))
        return true
      } catch (err) {
        if (isMissing(err)) return false
        throw err
      }
    },
    remove: (key) => removeAll([key]),
    removeAll,
    async list(folder) {
      const files: StoredFile[] = []
      const listed = prefix + folder.replace(/\/*$/, '/')
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: listed,
            Delimiter: '/',
            ContinuationToken: token,
          }),
        )
        for (const object of page.Contents ?? []) {
          if (!object.Key || object.Key.endsWith('/')) continue
          const modified = object.LastModified ?? new Date(0)
          files.push({
            key: object.Key.slice(prefix.length),
            size: object.Size ?? 0,
            modified,
            version: `${object.ETag}:${modified.getTime()}`,
          })
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return files
    },
    async open(key, ifNoneMatch) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(key), IfNoneMatch: ifNoneMatch }),
        )
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength,
          etag: answer.ETag,
          contentType: answer.ContentType,
        }
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 304) return 'not-modified'
        if (isMissing(err)) return null
        throw err
      }
    },
    ping: probe,
    probe,
  }
}
