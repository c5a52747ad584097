// The baseline: bare Fastify 5 answering a fixed JSON body of the size the subject returns.
import Fastify from 'fastify'

const size = Number(process.env.BODY_BYTES ?? 300)
const body = JSON.stringify({ success: true, data: 'x'.repeat(Math.max(0, size - 30)) })
const app = Fastify({ logger: false })
app.get('/fixed', async (_request, reply) => reply.type('application/json').send(body))
await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ port: app.server.address().port }))
