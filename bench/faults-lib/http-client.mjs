// The HTTP client of the load and fault scripts: one exchange at a time, which never throws and keeps
// what a script checks (status, time, error, whether the connection was reused, and the body of
// anything but a 2xx), and the answers the API gives when it fails or closes.
import http from 'node:http'
import zlib from 'node:zlib'

/** Answers slower than this count as errors: a run must end, and a stuck request is a finding. */
const REQUEST_TIMEOUT_MS = 30_000
/** The body every 5xx of the API carries (plugins/error-envelope.ts). */
const GENERIC_5XX_MESSAGE = 'Something went wrong. Please try again later.'
/** What Fastify answers, before any hook, to a request that reaches a server that is closing. */
export const CLOSING_503 = '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}'

/** Keep-alive connections, as browsers and load balancers hold them. */
export const keepAliveAgent = () => new http.Agent({ keepAlive: true, maxSockets: Infinity })

/**
 * One HTTP exchange. Resolves (never rejects) with the status (0 when none came), the time taken, the
 * error code when the exchange failed, whether it went over a reused keep-alive connection, and the
 * body when asked for or when the status is not 2xx (so a 5xx body can be checked). `headers` are sent
 * besides the user agent (a bearer token).
 */
export function exchange(
  agent,
  base,
  { method = 'GET', path: urlPath, body, userAgent, keepBody = false, headers: extra = {} },
) {
  return new Promise((resolve) => {
    const started = performance.now()
    const payload = body === undefined ? undefined : JSON.stringify(body)
    let settled = false
    let request
    const done = (result) => {
      if (settled) return
      settled = true
      resolve({ ms: performance.now() - started, reused: Boolean(request?.reusedSocket), ...result })
    }
    request = http.request(
      `${base}${urlPath}`,
      {
        agent: agent ?? false,
        method,
        headers: {
          ...extra,
          'user-agent': userAgent,
          'accept-encoding': 'br, gzip',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const status = response.statusCode
        const keep = keepBody || status < 200 || status >= 300
        const chunks = []
        response.on('data', (chunk) => keep && chunks.push(chunk))
        response.on('end', () =>
          done({ status, headers: response.headers, body: keep ? decoded(response, chunks) : '' }),
        )
        response.on('error', (err) => done({ status: 0, error: err.code ?? err.message, partial: status }))
      },
    )
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    )
    request.on('error', (err) => done({ status: 0, error: err.code ?? err.message }))
    request.end(payload)
  })
}

function decoded(response, chunks) {
  const raw = Buffer.concat(chunks)
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString()
  return raw.toString()
}

/** True when a 5xx answer is the API's generic JSON envelope and nothing more. */
export function isGeneric5xx(result) {
  if (result.status < 500) return false
  try {
    const body = JSON.parse(result.body)
    return body.success === false && body.message === GENERIC_5XX_MESSAGE && Object.keys(body).length === 2
  } catch {
    return false
  }
}
