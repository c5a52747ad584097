import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import type { FastifyInstance } from 'fastify'

/** The web app's server build, resolved from this file so it works from src and from dist. */
const WEB_ENTRY = fileURLToPath(new URL('../../web/dist/server.js', import.meta.url))

type WebHandler = (request: Request) => Promise<Response>

/**
 * Hands every GET that is not an API path to the web app's request handler, in the same process.
 * The web app is a built artefact loaded at run time, not a source import (apps do not import each other).
 */
export async function mountWeb(app: FastifyInstance, entry = WEB_ENTRY): Promise<void> {
  if (!fs.existsSync(entry)) {
    app.log.warn({ entry }, 'web app not built: only the API is served (run npm run build)')
    return
  }
  const web = (await import(entry)) as { createRequestHandler: () => WebHandler }
  const handle = web.createRequestHandler()

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ success: false, message: `Route GET ${request.url.split('?')[0]} not found` })
    }
    const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`)
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const response = await handle(new Request(url, { method: 'GET', headers }))
    reply.status(response.status)
    response.headers.forEach((value, key) => reply.header(key, value))
    return reply.send(Buffer.from(await response.arrayBuffer()))
  })
}
