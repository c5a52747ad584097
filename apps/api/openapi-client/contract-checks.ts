/**
 * The document against the contracts: each type the example client reads from the generated
 * document must be the very type packages/contracts infers for the same call, both ways. A route
 * that declares another schema than its contract, or a document transform that changes a shape,
 * makes one of these `false`, and the API's client test fails to compile this file.
 *
 * The enquiry bodies are the exception: their contracts take any value (`z.unknown`) and let the
 * spec's rules word every refusal, so the document describes what a client should send instead.
 * There the check is that the site's own forms fit the documented body, that the documented body
 * fits the contract, and that both name the same fields.
 */
import type {
  CatalogRequestBodySchema,
  CategoryListResponseSchema,
  HONEYPOT_FIELD,
  Language,
  LoginBodySchema,
  LoginResponseSchema,
  QuotationCreateBodySchema,
  QuotationCreatedResponseSchema,
  QuoteValues,
} from '@gwp/contracts'
import type { z } from 'zod'

import type { JsonAnswerOf, JsonBodyOf, Operation } from './example-client.js'

/** True when A is assignable to B. */
type Fits<A, B> = [A] extends [B] ? true : false
/** True when each type is assignable to the other. */
type Same<A, B> = Fits<A, B> extends true ? Fits<B, A> : false
type Holds<Check extends true> = Check

/** A documented body that a form's payload fits, that fits its contract, with the contract's fields. */
type DescribesEnquiry<Documented, FormPayload, Contract extends z.ZodType> = [
  Fits<FormPayload, Documented>,
  Fits<Documented, z.input<Contract>>,
  Same<keyof Documented, keyof z.input<Contract>>,
] extends [true, true, true]
  ? true
  : false

type Login = Operation<'/api/v1/auth/login', 'post'>
type ListCategories = Operation<'/api/v1/category', 'get'>
type CreateQuotation = Operation<'/api/v1/quotation/create', 'post'>
type SendCatalogue = Operation<'/api/v1/catalog/send-catalog', 'post'>

/** What the site's forms send (apps/web/app/features/enquiries/api): trimmed text, language, honeypot. */
type Honeypot = Record<typeof HONEYPOT_FIELD, string>
type QuoteFormPayload = QuoteValues & { language: Language } & Honeypot
type CatalogueFormPayload = { email: string; language: Language } & Honeypot

export type Checks = [
  Holds<Same<JsonBodyOf<Login>, z.input<typeof LoginBodySchema>>>,
  Holds<Same<JsonAnswerOf<Login, 200>, z.output<typeof LoginResponseSchema>>>,
  Holds<Same<JsonAnswerOf<ListCategories, 200>, z.output<typeof CategoryListResponseSchema>>>,
  Holds<DescribesEnquiry<JsonBodyOf<CreateQuotation>, QuoteFormPayload, typeof QuotationCreateBodySchema>>,
  Holds<Same<JsonBodyOf<CreateQuotation>['language'], Language | undefined>>,
  Holds<Same<JsonAnswerOf<CreateQuotation, 201>, z.output<typeof QuotationCreatedResponseSchema>>>,
  Holds<DescribesEnquiry<JsonBodyOf<SendCatalogue>, CatalogueFormPayload, typeof CatalogRequestBodySchema>>,
]
