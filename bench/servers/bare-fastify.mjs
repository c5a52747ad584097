// The baseline (bench/README.md#throughput): bare Fastify 5 answering a fixed JSON body of the size the
// subject returns. BODY_BYTES is one size (served at /fixed) or a comma-separated list (/fixed/<bytes>).
//
// As in the reference figures of bench/README.md#throughput ("bare Fastify with a 50-item JSON", against
// which pre-serialised bytes score about 3), the body is a fixed list of catalogue-like items that Fastify
// serialises on every request. /fixed-bytes/<bytes> answers the same JSON as a pre-serialised string:
// the strictest baseline there is, reported beside the first for reference.
import Fastify from 'fastify'

const sizes = String(process.env.BODY_BYTES ?? 300)
  .split(',')
  .map(Number)

const item = (i) => ({
  _id: `0195f2c4-7a1b-7c3d-9e8f-${String(i).padStart(12, '0')}`,
  name: `Product ${i}`,
  description: 'A dependable cleaning product for homes, offices and hospitality.',
  productCode: `GWP-${1000 + i}`,
  brand: 'GWP',
  isActive: true,
})

/** A list of items whose JSON is `size` bytes long (a shorter padding field makes up the rest). */
function bodyOf(size) {
  const body = { success: true, data: [], padding: '' }
  while (JSON.stringify(body).length + JSON.stringify(item(body.data.length)).length + 1 <= size) {
    body.data.push(item(body.data.length))
  }
  body.padding = 'x'.repeat(Math.max(0, size - JSON.stringify(body).length))
  return body
}

const app = Fastify({ logger: false })
const first = bodyOf(sizes[0])
app.get('/fixed', async () => first)
for (const size of sizes) {
  const body = bodyOf(size)
  const bytes = JSON.stringify(body)
  app.get(`/fixed/${size}`, async () => body)
  app.get(`/fixed-bytes/${size}`, async (_request, reply) => reply.type('application/json').send(bytes))
}
await app.listen({ port: 0, host: '127.0.0.1' })
console.log(JSON.stringify({ port: app.server.address().port }))
