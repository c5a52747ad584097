import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { Language } from '@gwp/contracts'
import { LanguageProvider } from '#app/i18n/use-i18n'
import About from './about'
import Products from './products'

type ProductsData = Parameters<typeof Products>[0]['loaderData']

/** A page's component at its address in `language`. */
function renderPage(language: Language, path: string, Page: React.ComponentType) {
  const address = language === 'en' ? path : `/${language}${path}`
  const Stub = createRoutesStub([
    {
      path: address,
      Component: () => (
        <LanguageProvider language={language}>
          <Page />
        </LanguageProvider>
      ),
    },
  ])
  return render(<Stub initialEntries={[address]} />)
}

/** The page with its loader's answer, as React Router hands it over in props. */
const withData =
  <P extends object>(Page: React.ComponentType<P>, data: unknown) =>
  () => <Page {...({ loaderData: data } as P)} />

const categories: ProductsData = {
  categories: [
    { _id: 'c1', name: 'مصنوعات فرش', image: 'uploads/a.jpg', subCategoryCount: 2, untranslated: undefined },
    { _id: 'c2', name: 'Kitchen', image: 'uploads/b.jpg', subCategoryCount: 1, untranslated: ['name'] },
  ],
}

describe('the Products page', () => {
  it('in Urdu: headings, the count and the cards in Urdu, links in Urdu', async () => {
    renderPage('ur', '/products', withData(Products, categories))
    expect(await screen.findByRole('heading', { level: 1, name: 'ہماری مصنوعات' })).toBeInTheDocument()
    expect(screen.getByText('2 زمرے')).toBeInTheDocument()
    const trail = screen.getByRole('navigation', { name: 'صفحے کا راستہ' })
    expect(within(trail).getByRole('link', { name: 'ہوم' })).toHaveAttribute('href', '/ur')
    expect(screen.getByRole('heading', { name: 'Kitchen' })).toHaveAttribute('lang', 'en')
    expect(screen.getByText('1 ذیلی زمرہ')).toBeInTheDocument()
  })

  it('in English: as the spec words it', async () => {
    renderPage('en', '/products', withData(Products, categories))
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Products' })).toBeInTheDocument()
    expect(screen.getByText('2 categories')).toBeInTheDocument()
    expect(screen.getByText('2 sub-categories')).toBeInTheDocument()
  })

  it('in Arabic: the failure message in Arabic', async () => {
    renderPage('ar', '/products', withData(Products, { categories: null }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تعذّر جلب الفئات: خطأ في الخادم أو الاتصال بالإنترنت.',
    )
  })
})

describe('the About page in Arabic', () => {
  it('tells the story in Arabic, the offices and an empty partner list too', async () => {
    const data = { partnerLogos: [] }
    renderPage('ar', '/about', withData(About, data))
    expect(await screen.findByRole('heading', { level: 1, name: 'من نحن' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'أهدافنا' })).toBeInTheDocument()
    const offices = screen.getByRole('group', { name: 'مكاتبنا' })
    expect(within(offices).getByText('لاهور، البنجاب، باكستان')).toBeInTheDocument()
    expect(screen.getByText('اطلب من فريقنا مراجع من عملاء في قطاعك.')).toBeInTheDocument()
  })
})
