/**
 * A partner's client, written only against the types openapi-typescript generates from the API
 * description: sign in, list the categories, send a quotation, ask for the catalogue. It is an
 * example and a check: the API's tests generate `api-types.ts` from the document they serve and
 * type-check this folder with it (apps/api/src/openapi/api-client.test.ts), so a change of the API
 * that would break a client built on the document breaks that test. A partner generates the same
 * file with `npx openapi-typescript <site>/api/docs/json -o api-types.ts`.
 */
import type { paths } from './api-types.js'

/** One operation of the document: a path and a method. */
export type Operation<P extends keyof paths, M extends keyof paths[P]> = paths[P][M]

/** The JSON body an operation takes. */
export type JsonBodyOf<Op> = Op extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : never

/** The JSON answer an operation gives with this status. */
export type JsonAnswerOf<Op, Status extends number> = Op extends {
  responses: { [S in Status]: { content: { 'application/json': infer Answer } } }
}
  ? Answer
  : never

/** The query string an operation reads. */
export type QueryOf<Op> = Op extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never

type Login = Operation<'/api/v1/auth/login', 'post'>
type ListCategories = Operation<'/api/v1/category', 'get'>
type CreateQuotation = Operation<'/api/v1/quotation/create', 'post'>
type SendCatalogue = Operation<'/api/v1/catalog/send-catalog', 'post'>

/** Every refusal is the same envelope; the 400 one names the broken rule of each field. */
export type Refusal = JsonAnswerOf<Login, 400>

/** A refusal as an error: its status and the API's own words. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly refusal: Refusal,
  ) {
    super(refusal.message)
  }
}

export class GwpClient {
  private token: string | null = null

  constructor(private readonly baseUrl: string) {}

  /** Signs in; later calls carry the token as `Authorization: Bearer <token>`. */
  async signIn(credentials: JsonBodyOf<Login>): Promise<JsonAnswerOf<Login, 200>['data']> {
    const answer = await this.call<JsonAnswerOf<Login, 200>>('POST', '/api/v1/auth/login', credentials)
    this.token = answer.GWP_Token
    return answer.data
  }

  /** The categories, in one of the site's languages. */
  async listCategories(query: QueryOf<ListCategories> = {}): Promise<JsonAnswerOf<ListCategories, 200>> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
    const suffix = search.size > 0 ? `?${search}` : ''
    return this.call('GET', `/api/v1/category${suffix}`)
  }

  /** A visitor's quotation request; the API answers 201 with the stored request. */
  async sendQuotation(request: JsonBodyOf<CreateQuotation>): Promise<JsonAnswerOf<CreateQuotation, 201>> {
    return this.call('POST', '/api/v1/quotation/create', request)
  }

  /** The catalogue PDF by e-mail, in the visitor's language. */
  async requestCatalogue(request: JsonBodyOf<SendCatalogue>): Promise<JsonAnswerOf<SendCatalogue, 200>> {
    return this.call('POST', '/api/v1/catalog/send-catalog', request)
  }

  private async call<Answer>(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.token) headers.authorization = `Bearer ${this.token}`
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) throw new ApiRefusal(response.status, (await response.json()) as Refusal)
    return (await response.json()) as Answer
  }
}

/** The four calls in a row: what a partner's first script does. */
export async function example(baseUrl: string, username: string, password: string): Promise<string | null> {
  const client = new GwpClient(baseUrl)
  const admin = await client.signIn({ username, password })
  const categories = await client.listCategories({ lang: 'ur' })
  const names = categories.data.map((category) => category.name).join(', ')
  const sent = await client.sendQuotation({
    product: 'the id of a product the catalogue lists',
    fullName: admin.fullName,
    phoneNumber: '03001234567',
    email: admin.email,
    address: 'Plot 12, Korangi Industrial Area, Karachi',
    message: `Prices for: ${names}`,
    language: 'en',
  })
  await client.requestCatalogue({ email: admin.email, language: 'ur' })
  return sent.data?._id ?? null
}
