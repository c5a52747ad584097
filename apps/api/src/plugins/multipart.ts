import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'

import { AppError, badRequest } from '../lib/errors.js'

/**
 * Upload forms (partner logos, products; blogs and events later) arrive as multipart/form-data.
 * The limits hold while the body streams in (docs/security.md#s11), so an oversized or crowded form is
 * refused before it is buffered; a route may set its own per request (`readUploadForm(request, { limits })`).
 */
export const UPLOAD_LIMITS = {
  /** Every image rule of the spec stops at 5 MB. */
  fileSize: 5 * 1024 * 1024,
  files: 1,
  /** The longest text field is a blog's content (5000 characters, up to 4 bytes each in UTF-8). */
  fieldSize: 32 * 1024,
  fields: 10,
  parts: 11,
  headerPairs: 100,
} as const

export type UploadLimits = { [K in keyof typeof UPLOAD_LIMITS]?: number }

/** Refusals of the form itself, before any field is looked at. The spec's forms never trigger them. */
export const UPLOAD_MESSAGES = {
  notMultipart: 'The form must be sent as multipart/form-data',
  tooManyFiles: 'Too many files in one form',
  tooManyFields: 'Too many fields in one form',
  fieldTooLong: 'A form field is too long',
  malformed: 'The form could not be read',
} as const

export interface UploadForm {
  /** Text fields by name; a repeated name keeps its first value. */
  fields: Record<string, string>
  /** The first file of each field name, read whole (at most UPLOAD_LIMITS.fileSize each). */
  files: Record<string, Buffer>
  /** Every file of each field name, in the order sent: for a field that takes several (`images`). */
  fileLists: Record<string, Buffer[]>
}

export interface ReadUploadFormOptions {
  /** The answer to a file over the size limit, in the words of the screen that sends it. */
  fileTooLarge: string
  /** The answer to more files than `limits.files`; UPLOAD_MESSAGES.tooManyFiles when not given. */
  tooManyFiles?: string
  limits?: UploadLimits
}

/** @fastify/multipart's own errors (all 4xx or 5xx with a `code`), answered as 400 with our message. */
const ERROR_MESSAGES: Record<string, keyof typeof UPLOAD_MESSAGES | 'fileTooLarge'> = {
  FST_REQ_FILE_TOO_LARGE: 'fileTooLarge',
  FST_FILES_LIMIT: 'tooManyFiles',
  FST_FIELDS_LIMIT: 'tooManyFields',
  FST_PARTS_LIMIT: 'tooManyFields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'notMultipart',
  FST_PROTO_VIOLATION: 'malformed',
  FST_INVALID_JSON_FIELD_ERROR: 'malformed',
  FST_MP_PREMATURE_CLOSE: 'malformed',
}

/**
 * Reads a whole multipart form into memory. A route that takes several files under one name raises
 * `limits.files` and reads them from `fileLists`; one more file than that is refused before any is
 * stored, with `tooManyFiles`. Any problem with the form itself is an AppError 400, so
 * a route never sees a half-read form and nothing has been stored yet when it is refused.
 */
export async function readUploadForm(
  request: FastifyRequest,
  options: ReadUploadFormOptions,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart)
  const form: UploadForm = { fields: {}, files: {}, fileLists: {} }
  try {
    for await (const part of request.parts({ limits: { ...UPLOAD_LIMITS, ...options.limits } })) {
      if (part.type === 'file') {
        // Read to the end even when the name is unexpected: the next part only arrives after it.
        const bytes = await part.toBuffer()
        form.files[part.fieldname] ??= bytes
        const list = (form.fileLists[part.fieldname] ??= [])
        list.push(bytes)
        continue
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(UPLOAD_MESSAGES.fieldTooLong)
      if (typeof part.value === 'string') form.fields[part.fieldname] ??= part.value
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const key = ERROR_MESSAGES[(error as { code?: string }).code ?? '']
    if (!key) throw error
    if (key === 'fileTooLarge') throw badRequest(options.fileTooLarge)
    if (key === 'tooManyFiles') throw badRequest(options.tooManyFiles ?? UPLOAD_MESSAGES.tooManyFiles)
    throw badRequest(UPLOAD_MESSAGES[key])
  }
  return form
}

/**
 * Checks a form's text fields against a contracts schema and answers a failure exactly as a JSON
 * body's validation does (error-envelope: the first message, and every field's in `errors`).
 */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const validate = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' })
  const result = validate(fields) as { value?: z.output<S>; error?: unknown[] }
  if (result.error) {
    throw Object.assign(new Error('invalid form fields'), { statusCode: 400, validation: result.error })
  }
  return result.value as z.output<S>
}

export default fp(
  async (app) => {
    await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true })
  },
  { name: 'multipart' },
)
