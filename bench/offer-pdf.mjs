// The time to draw one offer's PDF (decision record 021), as the server does when staff price a
// revision: 200 documents of 10 lines and 200 of 50 after a warm-up, one at a time, from the built API.
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 200)
const LIMIT_MS = 300

function document(lines) {
  return {
    title: 'Q-2026-0042 rev 2',
    issuedOn: '2026-11-26',
    validUntil: '2026-12-10',
    customer: {
      fullName: 'Ayesha Khan',
      email: 'ayesha.khan@example.com',
      phoneNumber: '+92 300 1234567',
      address: 'House 12, Street 4, DHA Phase 5, Lahore',
    },
    currency: 'PKR',
    lines: Array.from({ length: lines }, (_, i) => ({
      description: `Floor cleaner, lemon, 5 L can, pack ${i + 1} with a description long enough to wrap`,
      productCode: `GWP-${1000 + i}`,
      quantity: 12 + i,
      unitPrice: '1250.50',
      discountPercent: i % 3 === 0 ? '7.5' : '0',
      amount: '15006.00',
    })),
    subtotal: '1234567.00',
    taxName: 'GST',
    taxPercent: '18',
    tax: '222222.06',
    total: '1456789.06',
    paymentTerms: '50 % advance with the purchase order, the balance on delivery.',
    deliveryTerms: 'Delivered to your warehouse in Lahore within 10 working days of the advance.',
    terms: 'Prices include packaging.',
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]

export async function run() {
  const module = path.join(root, 'apps/api/dist/modules/quotations/offers/offer-pdf.js')
  const { renderOfferPdf } = await import(pathToFileURL(module).href)
  let pass = true
  for (const lines of [10, 50]) {
    const doc = document(lines)
    for (let i = 0; i < 20; i++) await renderOfferPdf(doc)
    const times = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      await renderOfferPdf(doc)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const [p50, p95] = [percentile(times, 0.5), percentile(times, 0.95)]
    console.log(
      `offer PDF, ${lines} lines: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (${RUNS} runs)`,
    )
    if (p95 >= LIMIT_MS) pass = false
  }
  console.log(pass ? `PASS: p95 under ${LIMIT_MS} ms` : `FAIL: p95 at or over ${LIMIT_MS} ms`)
}
