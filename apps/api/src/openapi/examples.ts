import {
  ApiErrorSchema,
  AUTH_MESSAGES,
  CatalogRequestBodySchema,
  CatalogRequestResponseSchema,
  ENQUIRY_MESSAGES,
  LoginBodySchema,
  QUOTE_FORM_MESSAGES,
  QuotationCreateBodySchema,
} from '@gwp/contracts'
import type { z } from 'zod'

/** An example value with the contract it must satisfy; the document test parses each one with it. */
export interface Example {
  schema: z.ZodType
  value: unknown
}

/** A request body as a client sends it (z.input), typed against its contract. */
const sent = <S extends z.ZodType>(schema: S, value: z.input<S>): Example => ({ schema, value })

/** An answer as the API sends it (z.output), typed against its contract. */
const answered = <S extends z.ZodType>(schema: S, value: z.output<S>): Example => ({ schema, value })

const refused = (message: string, errors?: Record<string, string>) =>
  answered(ApiErrorSchema, { success: false, message, ...(errors ? { errors } : {}) })

export interface OperationExamples {
  body?: Example[]
  /** By status; a status without one here shows the auth guard's messages where it has them. */
  answers?: Record<string, Example[]>
}

/**
 * The bodies the spec quotes, with the API's own words from packages/contracts, by operationId.
 * A product id is whatever the catalogue answers; this one is only the shape.
 */
export const OPERATION_EXAMPLES: Record<string, OperationExamples> = {
  login: {
    body: [sent(LoginBodySchema, { username: 'sales.karachi', password: 'a long passphrase' })],
    answers: {
      401: [refused(AUTH_MESSAGES.invalidCredentials)],
      429: [refused(AUTH_MESSAGES.tooManyAttempts)],
    },
  },
  createQuotation: {
    body: [
      sent(QuotationCreateBodySchema, {
        product: '6650c1f2a4b7e9d3c2f10a11',
        fullName: 'Ayesha Khan',
        phoneNumber: '03001234567',
        email: 'ayesha.khan@example.com',
        address: 'Plot 12, Korangi Industrial Area, Karachi',
        message: 'Price for 200 cartons of floor cleaner, delivered monthly?',
        language: 'en',
      }),
    ],
    answers: {
      400: [
        refused(QUOTE_FORM_MESSAGES.phoneDigits, { phoneNumber: QUOTE_FORM_MESSAGES.phoneDigits }),
        refused(ENQUIRY_MESSAGES.productUnavailable, { product: ENQUIRY_MESSAGES.productUnavailable }),
      ],
      429: [refused(ENQUIRY_MESSAGES.tooManyQuotes)],
    },
  },
  sendCatalogue: {
    body: [sent(CatalogRequestBodySchema, { email: 'buyer@example.com', language: 'ur' })],
    answers: {
      200: [answered(CatalogRequestResponseSchema, { success: true, message: ENQUIRY_MESSAGES.catalogSent })],
      400: [refused(ENQUIRY_MESSAGES.catalogEmailInvalid, { email: ENQUIRY_MESSAGES.catalogEmailInvalid })],
      429: [refused(ENQUIRY_MESSAGES.tooManyCatalogRequests)],
    },
  },
}

/** The plain values of a list of examples, as the document quotes them. */
export const valuesOf = (examples: Example[]) => examples.map((example) => example.value)
