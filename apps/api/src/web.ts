import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** The web app's server build, resolved from this file so it works from src and from dist. */
const webEntry = (buildDir: string) =>
  fileURLToPath(new URL(`../../web/${buildDir}/server/index.js`, import.meta.url))

interface WebContext {
  fetchApi(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<Response>
  nonce: string
  publicUrl: string
}

interface WebBuild {
  createRequestHandler(): (request: Request, context: WebContext) => Promise<Response>
  clientDir: string
  assetsPrefix: string
}

/** The CSP for documents: helmet's policy, with this response's nonce for React Router's inline scripts. */
export function documentCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

function toRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  return new Request(url, { method: request.method, headers })
}

async function send(reply: FastifyReply, response: Response) {
  reply.status(response.status)
  response.headers.forEach((value, key) => {
    if (key !== 'content-length') reply.header(key, value)
  })
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : '')
}

/**
 * Serves the web app from the same process: its hashed assets with a year of caching, and every other
 * GET through React Router's handler. Loaders reach the API in-process (`inject`), with no network hop.
 * The web app is a built artefact loaded at run time, not a source import (apps do not import each other).
 */
export async function mountWeb(
  app: FastifyInstance,
  entry = webEntry(app.config.webBuildDir),
): Promise<boolean> {
  if (!fs.existsSync(entry)) {
    app.log.warn({ entry }, 'web app not built: only the API is served (run npm run build)')
    return false
  }
  const web = (await import(entry)) as WebBuild
  const handle = web.createRequestHandler()

  await app.register(fastifyStatic, {
    root: path.join(web.clientDir, web.assetsPrefix),
    prefix: web.assetsPrefix,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  })
  for (const file of fs.readdirSync(web.clientDir)) {
    const full = path.join(web.clientDir, file)
    if (!fs.statSync(full).isFile()) continue
    app.get(`/${file}`, { config: { access: { kind: 'public' } } }, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type(contentType(file))
        .send(fs.createReadStream(full)),
    )
  }

  const fetchApi: WebContext['fetchApi'] = async (apiPath, init = {}) => {
    const result = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: apiPath,
      headers: init.headers ?? {},
      ...(init.body === undefined ? {} : { payload: init.body }),
    })
    return new Response(result.rawPayload, {
      status: result.statusCode,
      headers: { 'content-type': String(result.headers['content-type'] ?? 'application/json') },
    })
  }

  app.get('/*', { config: { access: { kind: 'public' } } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ success: false, message: `Route GET ${request.url.split('?')[0]} not found` })
    }
    const nonce = randomBytes(16).toString('base64')
    const response = await handle(toRequest(request), { fetchApi, nonce, publicUrl: app.config.publicUrl })
    reply.header('content-security-policy', documentCsp(nonce))
    return send(reply, response)
  })
  return true
}

function contentType(file: string): string {
  if (file.endsWith('.svg')) return 'image/svg+xml'
  if (file.endsWith('.ico')) return 'image/x-icon'
  if (file.endsWith('.png')) return 'image/png'
  if (file.endsWith('.txt')) return 'text/plain; charset=utf-8'
  if (file.endsWith('.webmanifest')) return 'application/manifest+json'
  return 'application/octet-stream'
}
