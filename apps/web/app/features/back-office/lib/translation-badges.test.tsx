import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { TranslationBadges } from './translation-badges'

describe('TranslationBadges', () => {
  it('names each language a record is translated into', () => {
    render(<TranslationBadges translations={{ ur: { name: 'نام' }, ar: { description: 'وصف' } }} />)
    const list = screen.getByRole('list', { name: 'Translations' })
    expect(list).toHaveTextContent('URUrdu translation')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'URUrdu translation',
      'ARArabic translation',
    ])
    expect(screen.queryByText(/EN only/)).not.toBeInTheDocument()
  })

  it('counts a language only when one of its fields holds text', () => {
    render(<TranslationBadges translations={{ ur: { name: '  ' }, ar: { name: 'اسم' } }} />)
    expect(screen.getByText('Arabic translation')).toBeInTheDocument()
    expect(screen.queryByText('Urdu translation')).not.toBeInTheDocument()
  })

  it('says "EN only" when nothing is translated', () => {
    const { rerender } = render(<TranslationBadges translations={undefined} />)
    expect(screen.getByText(/EN only/)).toHaveTextContent('EN only: no translation')
    rerender(<TranslationBadges translations={{ ur: {} }} />)
    expect(screen.getByText(/EN only/)).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})
