import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { createResponseSerializerCompiler } from './response-serializer.js'

const compile = (schema: z.ZodType, checkWithZod = false) =>
  createResponseSerializerCompiler({ checkWithZod })({ schema, method: 'GET', url: '/x', httpStatus: '200' })

const Item = z.object({
  _id: z.string(),
  name: z.string(),
  capacity: z.string().nullable(),
  count: z.number().int(),
})
const List = z.object({ success: z.literal(true), data: z.array(Item) })

describe('response serializer', () => {
  it('writes exactly the JSON of the declared fields', () => {
    const row = { _id: 'a', name: 'Mop "Pro"', capacity: null, count: 3 }
    expect(JSON.parse(compile(List)({ success: true, data: [row] }))).toEqual({ success: true, data: [row] })
  })

  it('drops fields the schema does not declare, such as a secret column', () => {
    const row = { _id: 'a', name: 'Mop', capacity: '5 L', count: 1, passwordHash: 'secret' }
    const body = compile(List)({ success: true, data: [row] })
    expect(body).not.toContain('passwordHash')
    expect(body).not.toContain('secret')
  })

  it('refuses, in tests, a body that does not match its schema', () => {
    const wrong = { success: true, data: [{ _id: 'a', name: 'Mop', capacity: null, count: 1.5 }] }
    expect(() => compile(List, true)(wrong)).toThrow()
  })

  it('keeps zod for schemas JSON Schema cannot express', () => {
    const Dated = z.object({ at: z.date() })
    expect(compile(Dated)({ at: new Date('2026-11-21T00:00:00Z') })).toBe('{"at":"2026-11-21T00:00:00.000Z"}')
  })
})
