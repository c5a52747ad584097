import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'

import { LanguageProvider } from '#app/i18n/use-i18n'
import { HeroSlider } from './hero-slider'

function renderHero(language: 'en' | 'ar') {
  const path = language === 'en' ? '/' : '/ar'
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <LanguageProvider language={language}>
          <HeroSlider />
        </LanguageProvider>
      ),
    },
  ])
  return render(<Stub initialEntries={[path]} />)
}

describe('the hero slider', () => {
  it('in English: the first slide and its navigator, as before', async () => {
    renderHero('en')
    expect(await screen.findByRole('heading', { name: 'Floors that shine, every single day' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Floor Care' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('link', { name: 'Explore floor care' })).toHaveAttribute('href', '/products')
  })

  it('in Arabic: the words in Arabic, links to the Arabic pages, the left arrow key goes on', async () => {
    const user = userEvent.setup()
    renderHero('ar')
    expect(await screen.findByRole('heading', { name: 'أرضيات تلمع كل يوم' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'اكتشف منتجات العناية بالأرضيات' })).toHaveAttribute(
      'href',
      '/ar/products',
    )
    await user.click(screen.getByRole('button', { name: 'العناية بالأرضيات' }))
    await user.keyboard('{ArrowLeft}')
    const kitchen = screen.getByRole('button', { name: 'المطبخ' })
    expect(kitchen).toHaveAttribute('aria-pressed', 'true')
    expect(kitchen).toHaveFocus()
    expect(
      screen.getByRole('heading', { name: 'مطابخ خالية من الدهون، ونتائج آمنة على الغذاء' }),
    ).toBeVisible()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'العناية بالأرضيات' })).toHaveAttribute('aria-pressed', 'true')
  })
})
