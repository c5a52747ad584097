import type { PublicOffer } from '@gwp/contracts'
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import { LanguageProvider } from '#app/i18n/use-i18n'
import { OfferAnswerStatus } from './offer-status'
import { OfferDocument, OfferHeader } from './offer-view'

const OFFER: PublicOffer = {
  number: 'Q-2026-0042',
  revision: 1,
  title: 'Q-2026-0042',
  status: 'accepted',
  currency: 'AED',
  lines: [
    {
      productId: 'p1',
      productCode: 'FC-100',
      description: 'منظف الأرضيات',
      quantity: 1200,
      unitPrice: '12.50',
      discountPercent: '0',
      amount: '15000.00',
    },
  ],
  subtotal: '15000.00',
  taxName: 'VAT',
  taxPercent: '5',
  tax: '750.00',
  total: '15750.00',
  validUntil: '2026-12-09',
  paymentTerms: '',
  deliveryTerms: '',
  terms: '',
  createdAt: '2026-11-25T08:00:00.000Z',
  sentAt: '2026-11-25T08:00:00.000Z',
  customer: { fullName: 'سارة أحمد', email: 'sara@example.com', address: 'دبي' },
  answer: {
    kind: 'accepted',
    at: '2026-11-26T08:00:00.000Z',
    name: 'سارة أحمد',
    poNumber: '4512',
    reason: null,
    byStaff: false,
  },
  open: false,
}

function renderInArabic(children: React.ReactNode) {
  const Stub = createRoutesStub([
    {
      path: '/ar/offer/:token',
      Component: () => <LanguageProvider language="ar">{children}</LanguageProvider>,
    },
  ])
  return render(<Stub initialEntries={['/ar/offer/t']} />)
}

describe('the customer’s offer page in Arabic', () => {
  it('writes amounts with Latin digits in their own left-to-right run, and dates in Arabic', async () => {
    renderInArabic(
      <>
        <OfferHeader offer={OFFER} token="t" />
        <OfferDocument offer={OFFER} />
      </>,
    )
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent('عرض السعر Q-2026-0042')
    const totals = screen.getAllByText(/^15,750\.00\sAED$/)
    expect(totals.length).toBeGreaterThan(0)
    totals.forEach((total) => expect(total).toHaveAttribute('dir', 'ltr'))
    expect(screen.getAllByText('9 ديسمبر 2026').length).toBeGreaterThan(0)
    expect(screen.getAllByText('مقبول').length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'تواصلوا مع فريق المبيعات' })).toHaveAttribute(
      'href',
      '/ar/contact',
    )
  })

  it('says who accepted and when, in an Arabic sentence', async () => {
    renderInArabic(<OfferAnswerStatus answer={OFFER.answer!} justAnswered />)
    expect(await screen.findByRole('heading', { name: 'شكرًا لكم: تم تسجيل قبولكم' })).toBeInTheDocument()
    expect(screen.getByText(/قُبل في/)).toHaveTextContent('قُبل في 26 نوفمبر 2026 من قِبل سارة أحمد (PO 4512)')
  })
})
