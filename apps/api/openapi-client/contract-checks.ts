/**
 * The document against the contracts: each type the example client reads from the generated
 * document must be the very type packages/contracts infers for the same call, both ways. A route
 * that declares another schema than its contract, or a document transform that changes a shape,
 * makes one of these `false`, and the API's client test fails to compile this file.
 */
import type {
  CategoryListResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  QuotationCreateBodySchema,
  QuotationCreatedResponseSchema,
} from '@gwp/contracts'
import type { z } from 'zod'

import type { JsonAnswerOf, JsonBodyOf, Operation } from './example-client.js'

/** True when each type is assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Holds<Check extends true> = Check

type Login = Operation<'/api/v1/auth/login', 'post'>
type ListCategories = Operation<'/api/v1/category', 'get'>
type CreateQuotation = Operation<'/api/v1/quotation/create', 'post'>

export type Checks = [
  Holds<Same<JsonBodyOf<Login>, z.input<typeof LoginBodySchema>>>,
  Holds<Same<JsonAnswerOf<Login, 200>, z.output<typeof LoginResponseSchema>>>,
  Holds<Same<JsonAnswerOf<ListCategories, 200>, z.output<typeof CategoryListResponseSchema>>>,
  Holds<Same<JsonBodyOf<CreateQuotation>, z.input<typeof QuotationCreateBodySchema>>>,
  Holds<Same<JsonAnswerOf<CreateQuotation, 201>, z.output<typeof QuotationCreatedResponseSchema>>>,
]
