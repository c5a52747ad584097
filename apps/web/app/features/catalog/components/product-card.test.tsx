import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { Language } from '@gwp/contracts'
import { arabicProduct } from '#app/features/catalog/utils/catalog-test-data'
import { LanguageProvider } from '#app/i18n/use-i18n'
import { ProductCard } from './product-card'
import { SpecTable } from './spec-table'

function renderIn(language: Language, ui: React.ReactNode) {
  const path = language === 'en' ? '/products' : `/${language}/products`
  const Stub = createRoutesStub([
    { path, Component: () => <LanguageProvider language={language}>{ui}</LanguageProvider> },
  ])
  return render(<Stub initialEntries={[path]} />)
}

describe('a product card in Arabic', () => {
  it('labels its button in Arabic and links to the Arabic product page', async () => {
    renderIn('ar', <ProductCard product={arabicProduct()} />)
    expect(await screen.findByRole('link', { name: 'منظف الأرضيات' })).toHaveAttribute(
      'href',
      '/ar/product/p1',
    )
    expect(screen.getByRole('button', { name: 'عرض سريع لـ منظف الأرضيات' })).toHaveTextContent('عرض سريع')
    // The size is Latin text inside the Arabic card.
    expect(screen.getByText('5 L')).toHaveAttribute('dir', 'ltr')
  })

  it('marks a name the API left in English', async () => {
    renderIn('ar', <ProductCard product={arabicProduct({ name: 'Floor Cleaner', untranslated: ['name'] })} />)
    expect(await screen.findByRole('heading', { name: 'Floor Cleaner' })).toHaveAttribute('lang', 'en')
  })

  it('opens a quick view in Arabic', async () => {
    const user = userEvent.setup()
    renderIn('ar', <ProductCard product={arabicProduct()} />)
    await user.click(await screen.findByRole('button', { name: /عرض سريع/ }))
    const dialog = screen.getByRole('dialog', { name: 'منظف الأرضيات' })
    expect(within(dialog).getByText('السعة:')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'عرض التفاصيل كاملة' })).toHaveAttribute(
      'href',
      '/ar/product/p1',
    )
  })
})

describe('the specification table', () => {
  it('in Arabic: Arabic labels, the product code left to right, English fallbacks marked', async () => {
    renderIn('ar', <SpecTable product={arabicProduct()} />)
    const code = await screen.findByText('GWP-FC-500')
    expect(code).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('rowheader', { name: 'رمز المنتج' })).toBeInTheDocument()
    expect(screen.getByText('Streak-free')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('الرخام')).not.toHaveAttribute('lang')
    // The palette's colours are named in the page's language.
    expect(screen.getByText('أزرق')).toBeInTheDocument()
  })

  it('in English: the labels and values as before', async () => {
    renderIn(
      'en',
      <SpecTable product={arabicProduct({ specialFeature: 'Streak-free', untranslated: undefined })} />,
    )
    expect(await screen.findByRole('rowheader', { name: 'Product code' })).toBeInTheDocument()
    expect(screen.getByRole('row', { name: 'Package quantity 4' })).toBeInTheDocument()
    expect(screen.getByText('Blue')).toBeInTheDocument()
    expect(screen.getByText('Streak-free')).not.toHaveAttribute('lang')
  })
})
