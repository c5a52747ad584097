// Back Office I's figures, on 10,000 products (BENCH_PRODUCTS): the products table's page with a
// search as a signed-in admin reads it (never cached: staff see inactive rows), and the time the
// server takes to accept one 5 MB 1000 x 1000 PNG with its variants. Requests go one at a time, so
// each one's time is the server's time; the server's own CPU time per request is reported beside it.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import { median, startServer } from './lib.mjs'

const here = (file) => fileURLToPath(new URL(file, import.meta.url))
const TABLE_REQUESTS = 400
const UPLOADS = 12
const SEARCHES = ['product 1', 'GWP-0045', 'product 99', 'gwp-01', 'Product 5', 'roduct 73', 'nothing']

const ticks = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}
const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]

async function timed(server, send) {
  const started = process.hrtime.bigint()
  const response = await send()
  const body = await response.text()
  if (!response.ok) throw new Error(`${response.status}: ${body.slice(0, 200)}`)
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, body }
}

/** A 1000 x 1000 PNG of noise (it does not compress), padded after its end to `bytes`. */
async function fiveMegabytePng(bytes = 5 * 1024 * 1024 - 1024) {
  const side = 1000
  const raw = Buffer.alloc(side * side * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  return png.length >= bytes ? png : Buffer.concat([png, Buffer.alloc(bytes - png.length)])
}

function report(label, samples, cpuTicks) {
  const cpuMs = (cpuTicks * 10) / samples.length
  console.log(
    `${label}: p50 ${median(samples).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, ` +
      `max ${Math.max(...samples).toFixed(1)} ms; server CPU ${cpuMs.toFixed(1)} ms a request (${samples.length} requests)`,
  )
}

export async function run() {
  const products = process.env.BENCH_PRODUCTS ?? '10000'
  const server = await startServer(here('./servers/catalog-site.mjs'), {
    BENCH_PRODUCTS: products,
    BENCH_INACTIVE_EVERY: '10',
  })
  const base = `http://127.0.0.1:${server.port}`
  const headers = { authorization: `Bearer ${server.adminToken}` }
  try {
    // The products table: one page of 10 with a search, now and then a status filter and a later page.
    const table = []
    for (let i = 0; i < 20; i++) await fetch(`${base}/api/v1/product?page=1&limit=10&q=product`, { headers })
    let before = ticks(server.pid)
    for (let i = 0; i < TABLE_REQUESTS; i++) {
      const q = encodeURIComponent(SEARCHES[i % SEARCHES.length])
      const status = ['all', 'active', 'inactive'][i % 3]
      const page = 1 + (i % 4)
      const url = `${base}/api/v1/product?page=${page}&limit=10&q=${q}&status=${status}`
      const { ms, body } = await timed(server, () => fetch(url, { headers }))
      if (!JSON.parse(body).pagination) throw new Error('the table read answered no pagination')
      table.push(ms)
    }
    report(`Products table, page with a search (${products} products)`, table, ticks(server.pid) - before)

    const unpaged = []
    before = ticks(server.pid)
    for (let i = 0; i < 40; i++) {
      unpaged.push((await timed(server, () => fetch(`${base}/api/v1/product`, { headers }))).ms)
    }
    report(
      `For comparison, the whole list as the spec's client reads it`,
      unpaged,
      ticks(server.pid) - before,
    )

    // One 5 MB 1000 x 1000 PNG: checked by content, re-encoded, 400 and 800 px WebP written.
    const png = await fiveMegabytePng()
    const uploads = []
    before = ticks(server.pid)
    for (let i = 0; i < UPLOADS; i++) {
      const form = new FormData()
      const fields = {
        category: server.categoryId,
        name: `Bench upload ${i}`,
        description: 'A product created by the benchmark',
        colors: JSON.stringify([{ id: 1 }]),
        productCode: `BENCH-${i}`,
        brand: 'GWP',
        material: 'Plastic',
        packageQuantity: '12',
        dimension: '10 x 10 x 25 cm',
        specialFeature: 'None',
        recommendedSurface: 'Tiles',
        recommendedUsage: 'Daily',
      }
      for (const [key, value] of Object.entries(fields)) form.append(key, value)
      form.append('images', new Blob([png], { type: 'image/png' }), 'large.png')
      uploads.push(
        (
          await timed(server, () =>
            fetch(`${base}/api/v1/product/create`, { method: 'POST', headers, body: form }),
          )
        ).ms,
      )
    }
    report(
      `Accepting one ${(png.length / 1048576).toFixed(2)} MB 1000 x 1000 PNG with its variants`,
      uploads,
      ticks(server.pid) - before,
    )
  } finally {
    server.stop()
  }
}
