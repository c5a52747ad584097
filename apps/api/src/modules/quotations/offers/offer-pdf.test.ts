import { COMPANY_NAME, COMPANY_TAGLINE, OFFICES } from '@gwp/contracts'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { pdfPages } from '../../../test/pdf-text.js'
import { renderOfferPdf, type OfferDocument } from './offer-pdf.js'

type Line = OfferDocument['lines'][number]

function line(overrides: Partial<Line> = {}): Line {
  return {
    description: 'Floor Cleaner Lemon 5 L',
    productCode: 'GWP-FC-005',
    quantity: 10,
    unitPrice: '1234.50',
    discountPercent: '0',
    amount: '12345.00',
    ...overrides,
  }
}

function offer(overrides: Partial<OfferDocument> = {}): OfferDocument {
  return {
    title: 'Q-2026-0042 rev 2',
    issuedOn: '2026-11-09',
    validUntil: '2026-12-09',
    customer: {
      fullName: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phoneNumber: '+92 300 1234567',
      address: 'House 12, Street 4, DHA Phase 5, Lahore',
    },
    currency: 'PKR',
    lines: [
      line(),
      line({
        description: 'Toilet Bowl Cleaner Thick Gel 750 ml',
        productCode: null,
        quantity: 1200,
        unitPrice: '250',
        discountPercent: '7.5',
        amount: '277500.00',
      }),
    ],
    subtotal: '289845.00',
    taxName: 'GST',
    taxPercent: '18',
    tax: '52172.10',
    total: '342017.10',
    paymentTerms: '50% advance with the purchase order, the balance on delivery.',
    deliveryTerms: 'Delivered to your warehouse in Lahore within 10 working days.',
    terms: 'Prices include packaging.\nGoods once delivered are not taken back unless defective.',
    ...overrides,
  }
}

/** Each page's text with every run of white space (a wrapped line's end included) as one space. */
async function pagesOf(document: OfferDocument): Promise<string[]> {
  const pages = await pdfPages(await renderOfferPdf(document))
  return pages.map((page) => page.replace(/\s+/g, ' '))
}

interface TextBox {
  page: number
  str: string
  left: number
  right: number
  /** The baseline, in points from the foot of the page (PDF space), and the text's height above it. */
  baseline: number
  height: number
  pageWidth: number
}

/** Each piece of text and where it stands on its page, in points. */
async function textBoxes(bytes: Buffer): Promise<TextBox[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false }).promise
  try {
    const boxes: TextBox[] = []
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n)
      const [, , pageWidth] = page.view as [number, number, number, number]
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str.trim() === '') continue
        const [, , , , left, baseline] = item.transform as number[]
        boxes.push({
          page: n,
          str: item.str,
          left: left!,
          right: left! + item.width,
          baseline: baseline!,
          height: item.height,
          pageWidth,
        })
      }
    }
    return boxes
  } finally {
    await pdf.destroy()
  }
}

/** Two pieces of text on one page that share some of their area (a little leeway for rounding). */
function overlapping(boxes: TextBox[]): Array<[string, string]> {
  const found: Array<[string, string]> = []
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (a.page !== b.page) continue
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left)
      const down = Math.min(a.baseline + a.height, b.baseline + b.height) - Math.max(a.baseline, b.baseline)
      if (across > 0.5 && down > 0.5) found.push([a.str, b.str])
    }
  })
  return found
}

/** The footer's two pieces: the only text allowed below the content's lowest line. */
const FOOTER_TEXT = /^(GWP · Quotation .*|Page \d+ of \d+)$/
/** The content stops this far above the foot of the page: the 40 pt margin and the footer's 28. */
const CONTENT_FLOOR = 40 + 28

afterEach(() => {
  vi.useRealTimers()
})

describe('renderOfferPdf', () => {
  it('prints the letterhead, the customer, each line, the totals, the validity and the terms', async () => {
    const bytes = await renderOfferPdf(offer())
    const pages = await pdfPages(bytes)
    expect(pages).toHaveLength(1)
    const text = pages[0]!.replace(/\s+/g, ' ')
    for (const expected of [
      COMPANY_NAME,
      COMPANY_TAGLINE,
      ...OFFICES.flatMap((office) => [office.address, office.phone, office.email]),
      'Quotation',
      'Q-2026-0042 rev 2',
      'Ayesha Khan',
      'House 12, Street 4, DHA Phase 5, Lahore',
      'ayesha@example.com',
      '+92 300 1234567',
      'Issued 9 November 2026',
      'Valid until 9 December 2026',
      'Floor Cleaner Lemon 5 L',
      'Code: GWP-FC-005',
      'Toilet Bowl Cleaner Thick Gel 750 ml',
      'PKR 1,234.50',
      'PKR 12,345.00',
      '1,200',
      '7.5 %',
      'PKR 277,500.00',
      'Subtotal PKR 289,845.00',
      'GST 18 % PKR 52,172.10',
      'Total PKR 342,017.10',
      'valid until 9 December 2026',
      'Payment terms 50% advance with the purchase order, the balance on delivery.',
      'Delivery terms Delivered to your warehouse in Lahore within 10 working days.',
      'Terms Prices include packaging. Goods once delivered are not taken back unless defective.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected)
    }
    // The line without a product code prints no "Code:" beneath it.
    expect(text.match(/Code:/g)).toHaveLength(1)
    expect(overlapping(await textBoxes(bytes))).toEqual([])
  })

  it('prints the lines in order, below the table header', async () => {
    const text = (await pagesOf(offer()))[0]!
    const header = text.indexOf('No. Description Qty Unit price Discount Amount')
    expect(header).toBeGreaterThan(text.indexOf('Ayesha Khan'))
    expect(text.indexOf('Floor Cleaner Lemon 5 L')).toBeGreaterThan(header)
    expect(text.indexOf('Toilet Bowl Cleaner')).toBeGreaterThan(text.indexOf('Floor Cleaner Lemon 5 L'))
    expect(text.indexOf('Subtotal')).toBeGreaterThan(text.indexOf('Toilet Bowl Cleaner'))
  })

  it('leaves the tax line out when the offer has no tax, and names the tax it has', async () => {
    const untaxed = (
      await pagesOf(offer({ taxName: null, taxPercent: null, tax: '0.00', total: '289845.00' }))
    )[0]!
    expect(untaxed).toContain('Subtotal PKR 289,845.00')
    expect(untaxed).toContain('Total PKR 289,845.00')
    expect(untaxed).not.toContain('GST')
    expect(untaxed).not.toContain('18 %')

    const vat = (
      await pagesOf(offer({ currency: 'AED', taxName: 'VAT', taxPercent: '5.00', tax: '14492.25' }))
    )[0]!
    expect(vat).toContain('VAT 5 % AED 14,492.25')
  })

  it('leaves out the terms sections that are empty', async () => {
    const text = (await pagesOf(offer({ paymentTerms: '', deliveryTerms: '  ', terms: '' })))[0]!
    expect(text).not.toContain('Payment terms')
    expect(text).not.toContain('Delivery terms')
    expect(text).not.toMatch(/\bTerms\b/)
    expect(text).toContain('Total PKR 342,017.10')
  })

  it('runs 50 lines over several pages, each with the table header, the title and its page number', async () => {
    const lines = Array.from({ length: 50 }, (_, i) =>
      line({
        description: `Item ${String(i + 1).padStart(2, '0')}: ${i % 3 === 0 ? 'heavy-duty degreaser concentrate for industrial kitchens and workshops, 20 L drum' : 'glass cleaner spray'}`,
        productCode: i % 2 === 0 ? `GWP-${1000 + i}` : null,
      }),
    )
    const pages = await pagesOf(offer({ lines }))
    expect(pages.length).toBeGreaterThan(1)
    const all = pages.join(' ')
    let previous = -1
    lines.forEach((item) => {
      const at = all.indexOf(item.description)
      expect(at, item.description).toBeGreaterThan(previous)
      previous = at
      if (item.productCode) expect(all).toContain(`Code: ${item.productCode}`)
    })
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`)
      expect(page).toContain('Q-2026-0042 rev 2')
      if (/Item \d\d:/.test(page)) expect(page).toContain('No. Description Qty Unit price Discount Amount')
    })
    expect(pages.at(-1)).toContain('Total PKR 342,017.10')
  })

  it('never leaves the totals alone on a page, nor lets them run into the footer', async () => {
    // The page break falls at every place relative to the totals across these counts of lines.
    for (let count = 12; count <= 32; count++) {
      const lines = Array.from({ length: count }, (_, i) =>
        line({ description: `Item ${i + 1} of ${count}` }),
      )
      const boxes = await textBoxes(
        await renderOfferPdf(offer({ lines, paymentTerms: '', deliveryTerms: '', terms: '' })),
      )
      const totalsPage = boxes.find((box) => box.str === 'Subtotal')!.page
      const onTotalsPage = boxes.filter((box) => box.page === totalsPage).map((box) => box.str)
      expect(onTotalsPage, `${count} lines`).toContain(`Item ${count} of ${count}`)
      expect(onTotalsPage, `${count} lines`).toContain('PKR 342,017.10')
      for (const box of boxes) {
        if (!FOOTER_TEXT.test(box.str))
          expect(box.baseline, `${count} lines: ${box.str}`).toBeGreaterThan(CONTENT_FLOOR)
      }
    }
  })

  it('prints what the customer typed as text, never as markup', async () => {
    const fullName = '<script>alert("x")</script> Traders & Sons'
    const text = (await pagesOf(offer({ customer: { ...offer().customer, fullName } })))[0]!
    expect(text).toContain(fullName)
  })

  it('wraps long words and fits large amounts, so no text runs past the page or over other text', async () => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(8)
    const bytes = await renderOfferPdf(
      offer({
        customer: { ...offer().customer, fullName: word, email: `${'a'.repeat(120)}@example.com` },
        lines: [
          line({ description: `Mop ${word}`, productCode: word }),
          line({ unitPrice: '9999999999999.99' }),
          line(),
        ],
        terms: word,
      }),
    )
    const boxes = await textBoxes(bytes)
    expect(boxes.length).toBeGreaterThan(20)
    expect(overlapping(boxes)).toEqual([])
    for (const box of boxes) {
      expect(box.left, box.str).toBeGreaterThanOrEqual(40 - 0.5)
      expect(box.right, box.str).toBeLessThanOrEqual(box.pageWidth - 40 + 0.5)
    }
    // Every character of the long word is there, over as many lines as it takes.
    const text = (await pdfPages(bytes)).join('').replace(/\s+/g, '')
    expect(text).toContain(word)
    // The largest amount an offer can hold stays one figure on one line, however narrow its column.
    expect(boxes.map((box) => box.str)).toContain('PKR 9,999,999,999,999.99')
  })

  it('gives the same bytes for the same offer whenever it is made, dated the day it was issued', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-01-01T10:00:00Z'))
    const first = await renderOfferPdf(offer())
    vi.setSystemTime(new Date('2031-06-15T23:59:00Z'))
    const second = await renderOfferPdf(offer())
    expect(second.equals(first)).toBe(true)

    const pdf = await getDocument({ data: new Uint8Array(first), verbosity: 0 }).promise
    try {
      const info = (await pdf.getMetadata()).info as Record<string, unknown>
      expect(info.CreationDate).toMatch(/^D:20261109000000/)
      expect(info.Title).toBe('Quotation Q-2026-0042 rev 2')
    } finally {
      await pdf.destroy()
    }
  })

  it('refuses an amount that is not exact decimal text rather than print a wrong figure', async () => {
    await expect(renderOfferPdf(offer({ total: '1e6' }))).rejects.toThrow('Not an amount: "1e6"')
  })
})
