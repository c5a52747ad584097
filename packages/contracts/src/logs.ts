import { z } from 'zod'

import { IdSchema, PaginationSchema } from './common.js'

/**
 * A request-log row: field names as docs/requirements/back-office.md#fields gives them (`user` is the user
 * agent), and `count`, the identical requests answered in the same second that the row stands for (1 for
 * most).
 */
export const ServerLogSchema = z.object({
  _id: IdSchema,
  username: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  user: z.string(),
  timestamp: z.string(),
  ip: z.string(),
  statusCode: z.number().int(),
  count: z.number().int().min(1),
})
export type ServerLog = z.infer<typeof ServerLogSchema>

export const ServerLogPageSchema = z.object({
  success: z.literal(true),
  data: z.array(ServerLogSchema),
  pagination: PaginationSchema,
})
export type ServerLogPage = z.infer<typeof ServerLogPageSchema>
