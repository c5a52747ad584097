import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ResponsiveImage } from './responsive-image'

describe('ResponsiveImage', () => {
  // A stored image loads from this site; one the API made public (S3_PUBLIC_URL) from that address.
  it.each([
    ['uploads/products/mop.png', '/uploads/products/mop'],
    ['https://cdn.example.com/site/products/mop.png', 'https://cdn.example.com/site/products/mop'],
  ])('loads %s and its variants from %s…', (path, stem) => {
    render(<ResponsiveImage path={path} alt="Spin Mop" width={400} height={400} sizes="400px" />)
    const img = screen.getByRole('img', { name: 'Spin Mop' })
    expect(img).toHaveAttribute('src', `${stem}-800.webp`)
    expect(img).toHaveAttribute('srcset', `${stem}-400.webp 400w, ${stem}-800.webp 800w`)
  })
})
