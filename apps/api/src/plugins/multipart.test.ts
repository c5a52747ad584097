import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { multipartForm } from '../test/uploads.js'
import errorEnvelope from './error-envelope.js'
import multipartPlugin, { readUploadForm, UPLOAD_MESSAGES } from './multipart.js'

/** readUploadForm on its own: one route that takes a single file, one that takes up to three. */

let app: FastifyInstance
beforeAll(async () => {
  app = Fastify({ logger: false })
  await app.register(errorEnvelope)
  await app.register(multipartPlugin)
  const describeForm = (form: Awaited<ReturnType<typeof readUploadForm>>) => ({
    fields: form.fields,
    files: Object.fromEntries(Object.entries(form.files).map(([name, bytes]) => [name, bytes.toString()])),
    fileLists: Object.fromEntries(
      Object.entries(form.fileLists).map(([name, list]) => [name, list.map((bytes) => bytes.toString())]),
    ),
  })
  app.post('/one', async (request) =>
    describeForm(await readUploadForm(request, { fileTooLarge: 'Too big' })),
  )
  app.post('/three', async (request) =>
    describeForm(
      await readUploadForm(request, {
        fileTooLarge: 'Too big',
        tooManyFiles: 'Three at most',
        limits: { files: 3, fileSize: 10 },
      }),
    ),
  )
  await app.ready()
})
afterAll(async () => {
  await app.close()
})

const file = (text: string) => ({ bytes: Buffer.from(text), filename: `${text}.png` })
const send = (url: string, payload: FormData) => app.inject({ method: 'POST', url, payload })

describe('readUploadForm', () => {
  it('keeps every file of a name in order in fileLists, and the first in files', async () => {
    const response = await send(
      '/three',
      multipartForm({ name: 'Mop' }, { images: [file('a'), file('b'), file('c')] }),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      fields: { name: 'Mop' },
      files: { images: 'a' },
      fileLists: { images: ['a', 'b', 'c'] },
    })
  })

  it("refuses one file more than the route's limit with the route's message", async () => {
    const response = await send(
      '/three',
      multipartForm({}, { images: [file('a'), file('b'), file('c'), file('d')] }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: 'Three at most' })
  })

  it("refuses a file over the route's size limit with the route's message", async () => {
    const response = await send('/three', multipartForm({}, { images: file('more than ten bytes') }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: 'Too big' })
  })

  it('takes one file by default, and refuses a second with the general message', async () => {
    const one = await send('/one', multipartForm({}, { image: file('a') }))
    expect(one.json()).toEqual({ fields: {}, files: { image: 'a' }, fileLists: { image: ['a'] } })
    const two = await send('/one', multipartForm({}, { image: [file('a'), file('b')] }))
    expect(two.statusCode).toBe(400)
    expect(two.json()).toEqual({ success: false, message: UPLOAD_MESSAGES.tooManyFiles })
  })
})
