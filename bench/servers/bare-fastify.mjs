// The baseline: bare Fastify 5 answering fixed JSON bodies of the sizes the subjects return.
// BODY_BYTES is one size (served at /fixed) or a comma-separated list (also served at /fixed/<bytes>).
import Fastify from 'fastify'

const sizes = String(process.env.BODY_BYTES ?? 300)
  .split(',')
  .map(Number)
const bodyOf = (size) => JSON.stringify({ success: true, data: 'x'.repeat(Math.max(0, size - 30)) })
const app = Fastify({ logger: false })
const first = bodyOf(sizes[0])
app.get('/fixed', async (_request, reply) => reply.type('application/json').send(first))
for (const size of sizes) {
  const body = bodyOf(size)
  app.get(`/fixed/${size}`, async (_request, reply) => reply.type('application/json').send(body))
}
await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ port: app.server.address().port }))
