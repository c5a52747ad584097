import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import type { Language } from '@gwp/contracts'
import { LanguageProvider } from '#app/i18n/use-i18n'
import { Breadcrumb } from './breadcrumb'
import { CategoryCard } from './category-card'
import { PaginationButtons } from './pagination-buttons'

function renderIn(language: Language, ui: React.ReactNode) {
  const path = language === 'en' ? '/products' : `/${language}/products`
  const Stub = createRoutesStub([
    { path, Component: () => <LanguageProvider language={language}>{ui}</LanguageProvider> },
  ])
  return render(<Stub initialEntries={[path]} />)
}

const category = { _id: 'c1', name: 'Floor Care', image: 'uploads/floor.jpg' }

describe('a category card', () => {
  it.each([
    ['en', 1, '1 sub-category'],
    ['en', 3, '3 sub-categories'],
    ['ur', 1, '1 ذیلی زمرہ'],
    ['ur', 5, '5 ذیلی زمرے'],
    ['ar', 0, 'لا توجد فئات فرعية'],
    ['ar', 1, 'فئة فرعية واحدة'],
    ['ar', 2, 'فئتان فرعيتان'],
    ['ar', 3, '3 فئات فرعية'],
    ['ar', 11, '11 فئة فرعية'],
  ] as const)('in %s counts %i sub-categories as "%s"', async (language, count, text) => {
    renderIn(language, <CategoryCard category={category} subCategoryCount={count} />)
    expect(await screen.findByText(text)).toBeInTheDocument()
  })

  it('links to the category page in the page’s language and marks an English name', async () => {
    renderIn('ur', <CategoryCard category={{ ...category, untranslated: ['name'] }} />)
    const link = await screen.findByRole('link')
    expect(link).toHaveAttribute('href', '/ur/categoryShow/Floor%20Care?id=c1')
    expect(screen.getByRole('heading', { name: 'Floor Care' })).toHaveAttribute('lang', 'en')
  })

  it('names a category without a name "Under Review" in the page’s language', async () => {
    renderIn('ar', <CategoryCard category={{ ...category, name: '' }} />)
    expect(await screen.findByRole('heading', { name: 'قيد المراجعة' })).not.toHaveAttribute('lang')
  })
})

describe('paging and breadcrumbs in Arabic', () => {
  it('link to the Arabic pages, named in Arabic', async () => {
    renderIn(
      'ar',
      <>
        <Breadcrumb crumbs={[{ label: 'المنتجات', to: '/products' }, { label: 'العناية بالأرضيات' }]} />
        <PaginationButtons page={2} totalPages={3} hrefFor={(n) => `/blogs?page=${n}`} label="صفحات" />
      </>,
    )
    const trail = await screen.findByRole('navigation', { name: 'مسار التنقل' })
    expect(trail).toContainElement(screen.getByRole('link', { name: 'المنتجات' }))
    expect(screen.getByRole('link', { name: 'المنتجات' })).toHaveAttribute('href', '/ar/products')
    expect(screen.getByRole('link', { name: 'الصفحة السابقة' })).toHaveAttribute('href', '/ar/blogs?page=1')
    expect(screen.getByRole('link', { name: 'الصفحة التالية' })).toHaveAttribute('href', '/ar/blogs?page=3')
    expect(screen.getByRole('link', { name: 'الصفحة 2' })).toHaveAttribute('aria-current', 'page')
  })
})
