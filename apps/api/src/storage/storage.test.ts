import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'

import { describe, expect, it } from 'vitest'

import { s3ServerForFile } from '../test/s3-server.js'
import { createS3Client, createS3Storage, needsPathStyle, type S3Settings } from './s3-storage.js'
import { createLocalStorage, type Storage } from './storage.js'

const s3 = s3ServerForFile()

/** The same promises, kept by the disk and by a bucket. */
const stores: Array<[string, () => Promise<Storage>]> = [
  ['local disk', async () => createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'gwp-store-')))],
  ['an S3 bucket', async () => createS3Storage(await s3().newBucket({ prefix: 'site/' }))],
]

describe.each(stores)('storage on %s', (_name, makeStorage) => {
  it('gives back what it saved, says what exists, and forgets what it removed', async () => {
    const storage = await makeStorage()
    await storage.save('products/a.png', Buffer.from('first'))
    expect(await storage.read('products/a.png')).toEqual(Buffer.from('first'))
    expect(await storage.exists('products/a.png')).toBe(true)
    await storage.save('products/a.png', Buffer.from('second'))
    expect(await storage.read('products/a.png')).toEqual(Buffer.from('second'))
    await storage.remove('products/a.png')
    expect(await storage.read('products/a.png')).toBeNull()
    expect(await storage.exists('products/a.png')).toBe(false)
  })

  it('takes a missing file calmly: read is null, remove and removeAll do nothing', async () => {
    const storage = await makeStorage()
    expect(await storage.read('blogs/none.jpg')).toBeNull()
    await expect(storage.remove('blogs/none.jpg')).resolves.toBeUndefined()
    await expect(storage.removeAll(['blogs/none.jpg', 'blogs/none.webp'])).resolves.toBeUndefined()
  })

  it('removes many files at once, leaving the others', async () => {
    const storage = await makeStorage()
    for (const name of ['a', 'b', 'c']) await storage.save(`events/${name}.jpg`, Buffer.from(name))
    await storage.removeAll(['events/a.jpg', 'events/c.jpg', 'events/never.jpg'])
    expect(await storage.exists('events/a.jpg')).toBe(false)
    expect(await storage.exists('events/b.jpg')).toBe(true)
    expect(await storage.exists('events/c.jpg')).toBe(false)
  })

  it('lists the files of one folder, not deeper, with a version that changes with the content', async () => {
    const storage = await makeStorage()
    expect(await storage.list('hero/')).toEqual([])
    await storage.save('hero/slide-1.jpg', Buffer.from('one'))
    await storage.save('hero/slide-2.png', Buffer.from('two!'))
    await storage.save('hero/old/slide-3.jpg', Buffer.from('deeper'))
    await storage.save('heroes.jpg', Buffer.from('beside'))
    const listed = await storage.list('hero/')
    expect(listed.map((file) => [file.key, file.size]).sort()).toEqual([
      ['hero/slide-1.jpg', 3],
      ['hero/slide-2.png', 4],
    ])
    const before = listed.find((file) => file.key === 'hero/slide-1.jpg')!
    expect(before.modified).toBeInstanceOf(Date)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await storage.save('hero/slide-1.jpg', Buffer.from('ONE'))
    const after = (await storage.list('hero')).find((file) => file.key === 'hero/slide-1.jpg')!
    expect(after.version).not.toBe(before.version)
  })

  it('refuses a key that could leave its root', async () => {
    const storage = await makeStorage()
    for (const key of ['../x.png', 'a/../../x.png', '/etc/passwd', 'a\\b.png', 'a/./b.png'])
      await expect(storage.save(key, Buffer.from('x')), key).rejects.toThrow('Unsafe storage key')
  })
})

describe('an S3 bucket', () => {
  /** Every request the storage's client sends, as headers and the operation's name. */
  function recordingStorage(settings: S3Settings) {
    const client = createS3Client(settings)
    const sent: Array<{ operation: string; headers: Record<string, string> }> = []
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const request = args.request as { headers: Record<string, string> }
        sent.push({ operation: String(context.commandName), headers: { ...request.headers } })
        return next(args)
      },
      { step: 'finalizeRequest', name: 'recordRequests' },
    )
    return { storage: createS3Storage(settings, client), sent }
  }

  it('uploads without the checksums and aws-chunked bodies that several S3-compatible servers refuse', async () => {
    const { storage, sent } = recordingStorage(await s3().newBucket())
    await storage.save('products/x.png', Buffer.alloc(64 * 1024, 7))
    const put = sent.find((request) => request.operation === 'PutObjectCommand')!
    const names = Object.keys(put.headers).map((name) => name.toLowerCase())
    expect(names.filter((name) => name.startsWith('x-amz-checksum-'))).toEqual([])
    expect(names).not.toContain('x-amz-sdk-checksum-algorithm')
    expect(put.headers['content-encoding'] ?? '').not.toContain('aws-chunked')
    expect(await storage.read('products/x.png')).toEqual(Buffer.alloc(64 * 1024, 7))
  })

  it('deletes in batches of at most 1,000 keys, and deleting twice is no error', async () => {
    const { storage, sent } = recordingStorage(await s3().newBucket())
    await storage.save('products/kept.png', Buffer.from('k'))
    await storage.save('products/gone.png', Buffer.from('g'))
    const keys = ['products/gone.png', ...Array.from({ length: 1_000 }, (_, i) => `products/n${i}.png`)]
    await storage.removeAll(keys)
    await storage.removeAll(keys)
    expect(sent.filter((request) => request.operation === 'DeleteObjectsCommand')).toHaveLength(4)
    expect(await storage.exists('products/gone.png')).toBe(false)
    expect(await storage.exists('products/kept.png')).toBe(true)
  })

  it('keeps every key under S3_PREFIX', async () => {
    const settings = await s3().newBucket({ prefix: 'gwp/' })
    await createS3Storage(settings).save('blogs/b.jpg', Buffer.from('b'))
    const bare = createS3Storage({ ...settings, prefix: '' })
    expect(await bare.read('gwp/blogs/b.jpg')).toEqual(Buffer.from('b'))
    expect(await bare.exists('blogs/b.jpg')).toBe(false)
  })

  it('reaches a localhost endpoint path-style without being told', async () => {
    const settings = await s3().newBucket()
    const local = { ...settings, endpoint: s3().endpoint.replace('127.0.0.1', 'localhost') }
    expect(needsPathStyle(local.endpoint)).toBe(true)
    await createS3Storage(local).save('products/l.png', Buffer.from('l'))
    expect(await createS3Storage(settings).read('products/l.png')).toEqual(Buffer.from('l'))
    expect(needsPathStyle('http://10.0.0.5:9000')).toBe(true)
    expect(needsPathStyle('https://s3().eu-central-003.backblazeb2.com')).toBe(false)
    expect(needsPathStyle(undefined)).toBe(false)
  })

  it('opens a file as a stream with its ETag, answers not-modified to that ETag, null when missing', async () => {
    const storage = createS3Storage(await s3().newBucket())
    await storage.save('events/e.jpg', Buffer.from('event'))
    const opened = await storage.open('events/e.jpg')
    if (!opened || opened === 'not-modified') throw new Error('expected the file')
    expect(await text(opened.body)).toBe('event')
    expect(opened.size).toBe(5)
    expect(opened.etag).toMatch(/^"[0-9a-f]+"$/)
    expect(await storage.open('events/e.jpg', opened.etag)).toBe('not-modified')
    expect(await storage.open('events/none.jpg')).toBeNull()
  })

  it('says in one line why a bucket cannot be used', async () => {
    const settings = await s3().newBucket()
    await expect(createS3Storage(settings).probe()).resolves.toBeUndefined()
    await expect(createS3Storage({ ...settings, bucket: 'no-such-bucket' }).probe()).rejects.toThrow(
      `S3_BUCKET "no-such-bucket" at ${s3().endpoint} cannot be used: no such bucket`,
    )
    const closed = { ...settings, endpoint: 'http://127.0.0.1:9' }
    await expect(createS3Storage(closed).probe()).rejects.toThrow(
      /^S3_BUCKET "gwp-[0-9a-f]+" at http:\/\/127\.0\.0\.1:9 cannot be used: /,
    )
  })
})
