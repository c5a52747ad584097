import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { ResponsiveImage } from './responsive-image'

const draw = (path: string) =>
  render(<ResponsiveImage path={path} alt="Spin Mop" width={400} height={400} sizes="400px" />)

describe('ResponsiveImage', () => {
  it('loads a stored image and its variants from this site', () => {
    draw('uploads/products/mop.png')
    const img = screen.getByRole('img', { name: 'Spin Mop' })
    expect(img).toHaveAttribute('src', '/uploads/products/mop-800.webp')
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/products/mop-400.webp 400w, /uploads/products/mop-800.webp 800w',
    )
  })

  it('loads an image the API made public (S3_PUBLIC_URL) from that address', () => {
    draw('https://cdn.example.com/site/products/mop.png')
    const img = screen.getByRole('img', { name: 'Spin Mop' })
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/site/products/mop-800.webp')
    expect(img).toHaveAttribute(
      'srcset',
      'https://cdn.example.com/site/products/mop-400.webp 400w, https://cdn.example.com/site/products/mop-800.webp 800w',
    )
  })
})
