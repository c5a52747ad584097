import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Language } from '@gwp/contracts'
import { LanguageProvider } from '#app/i18n/use-i18n'
import { Carousel } from './carousel'

const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f']
/** Two at a time at every width: three pages. */
const PER_VIEW = { base: 2, breakpoints: [] }

function renderCarousel(language: Language) {
  render(
    <LanguageProvider language={language}>
      <div dir={language === 'en' ? 'ltr' : 'rtl'}>
        <Carousel
          label="Letters"
          items={ITEMS}
          itemKey={(item) => item}
          perView={PER_VIEW}
          renderItem={(item) => <button type="button">{item}</button>}
        />
      </div>
    </LanguageProvider>,
  )
}

/** The slides a reader can reach now (the others are inert), by their names. */
const shownSlides = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'))

// jsdom has no media queries: the carousel sees the rule's base count.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})
afterEach(() => vi.unstubAllGlobals())

describe('the carousel in English', () => {
  it('pages on with Next and with the right arrow key, as before', async () => {
    const user = userEvent.setup()
    renderCarousel('en')
    expect(shownSlides()).toEqual(['1 of 6', '2 of 6'])
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(shownSlides()).toEqual(['3 of 6', '4 of 6'])
    expect(screen.getByText('Showing 3 to 4 of 6')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(shownSlides()).toEqual(['5 of 6', '6 of 6'])
  })
})

describe('the carousel in Arabic', () => {
  it('names its buttons and slides in Arabic', () => {
    renderCarousel('ar')
    expect(screen.getByRole('button', { name: 'السابق' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument()
    expect(shownSlides()).toEqual(['1 من 6', '2 من 6'])
  })

  it('moves the track towards the right for the next items, which lie to the left', async () => {
    const user = userEvent.setup()
    renderCarousel('ar')
    await user.click(screen.getByRole('button', { name: 'التالي' }))
    expect(shownSlides()).toEqual(['3 من 6', '4 من 6'])
    expect(screen.getByText('عرض 3 إلى 4 من أصل 6')).toBeInTheDocument()
    // Right to left, a positive shift brings in what lies to the left (the direction is the point here).
    const track = screen.getByText('a').closest('[role="group"]')!.parentElement!
    expect(track.style.transform).toBe('translateX(calc(2 * 100% / var(--carousel-per-view)))')
  })

  it('takes the left arrow key as "next" and the right one as "previous"', async () => {
    const user = userEvent.setup()
    renderCarousel('ar')
    await user.click(screen.getByRole('button', { name: 'a' }))
    await user.keyboard('{ArrowLeft}')
    expect(shownSlides()).toEqual(['3 من 6', '4 من 6'])
    // Focus follows into the new window, so the next key press pages on.
    expect(screen.getByRole('button', { name: 'c' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(shownSlides()).toEqual(['1 من 6', '2 من 6'])
    expect(screen.getByRole('button', { name: 'a' })).toHaveFocus()
  })
})
