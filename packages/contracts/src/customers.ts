import { z } from 'zod'

import { IdSchema } from './common.js'

/** A potential customer (back-office.md §3), one per e-mail address (decision 9). */
export const PotentialCustomerSchema = z.object({
  _id: IdSchema,
  email: z.string(),
  source: z.string(),
  visitCount: z.number().int(),
  createdAt: z.string(),
  engagedAt: z.string(),
})
export type PotentialCustomer = z.infer<typeof PotentialCustomerSchema>
