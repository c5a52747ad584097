// The catalogue's figures on 2,000 active products: three public API reads and two
// server-rendered pages (ratio and p99 at 50 connections), each served from the response cache and
// made afresh (RESPONSE_CACHE=false), against bare Fastify returning a fixed JSON body of the same size.
import { fileURLToPath } from 'node:url'

import { compare, startServer } from './lib.mjs'

const here = (file) => fileURLToPath(new URL(file, import.meta.url))

const API_READS = [
  ['bySubCategory', 'GET active-products-by-sub-category-id/{id}'],
  ['active', 'GET active-products'],
  ['categories', 'GET category'],
]
const PAGES = [
  ['productPage', 'server-rendered /product/{id}'],
  ['categoryPage', 'server-rendered /categoryShow/{name}?id='],
]

export async function run() {
  const cached = await startServer(here('./servers/catalog-site.mjs'), { RESPONSE_CACHE: 'true' })
  const uncached = await startServer(here('./servers/catalog-site.mjs'), { RESPONSE_CACHE: 'false' })
  const sizes = [...new Set(Object.values(cached.bytes))]
  const bare = await startServer(here('./servers/bare-fastify.mjs'), { BODY_BYTES: sizes.join(',') })
  const baselineFor = (name) => ({ server: bare, path: `/fixed/${cached.bytes[name]}` })
  // The strictest baseline: the same JSON pre-serialised (servers/bare-fastify.mjs).
  const bytesBaselineFor = (name) => ({ server: bare, path: `/fixed-bytes/${cached.bytes[name]}` })
  const results = []
  try {
    // BENCH_ONLY=pages or =api runs one half.
    const only = process.env.BENCH_ONLY
    // BENCH_READS=categories,active picks some of the API reads (all by default).
    const reads = process.env.BENCH_READS?.split(',')
    const apiReads = API_READS.filter(([name]) => !reads || reads.includes(name))
    for (const [name, label] of only === 'pages' ? [] : apiReads) {
      console.log(`${label}: ${cached.bytes[name]} bytes`)
      const subject = { server: cached, path: cached.paths[name] }
      const hot = await compare(`${label}, cached`, baselineFor(name), subject)
      const hotStrict = await compare(`${label}, cached, vs pre-serialised`, bytesBaselineFor(name), subject)
      const cold = await compare(`${label}, uncached`, baselineFor(name), {
        server: uncached,
        path: uncached.paths[name],
      })
      results.push(
        [`${label} cached`, hot],
        [`${label} cached (vs pre-serialised bytes)`, hotStrict],
        [`${label} uncached`, cold],
      )
    }
    for (const [name, label] of only === 'api' ? [] : PAGES) {
      console.log(`${label}: ${cached.bytes[name]} bytes`)
      results.push(
        [
          `${label} cached`,
          await compare(label, baselineFor(name), { server: cached, path: cached.paths[name] }),
        ],
        [
          `${label} rendered every time`,
          await compare(`${label}, uncached`, baselineFor(name), {
            server: uncached,
            path: uncached.paths[name],
          }),
        ],
      )
    }
  } finally {
    cached.stop()
    uncached.stop()
    bare.stop()
  }
  console.log('\nSummary (ratio to bare Fastify per server-CPU-second; p99 at 50 connections):')
  for (const [label, { ratio, p99 }] of results)
    console.log(`  ${label}: ${ratio.toFixed(2)} (p99 ${p99} ms)`)
}
