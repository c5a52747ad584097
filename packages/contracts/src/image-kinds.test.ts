import { describe, expect, it } from 'vitest'

import { IMAGE_KINDS, type UploadImageKind } from './image-kinds.js'
import { VARIANT_WIDTHS } from './images.js'

const uploads: Array<[string, UploadImageKind]> = Object.entries(IMAGE_KINDS).flatMap(([name, kind]) =>
  'messages' in kind ? [[name, kind]] : [],
)

describe('IMAGE_KINDS', () => {
  it('words the refusals as the spec does (docs/requirements/back-office.md#rules, #errors)', () => {
    expect(IMAGE_KINDS.category.messages).toMatchObject({
      type: 'Only PNG, JPG, and JPEG formats are allowed',
      size: 'Image size cannot be more than 5MB',
      dimensions: 'Image dimensions must be between 1000x1000 and 1010x1010 pixels',
    })
    expect(IMAGE_KINDS.product.messages.tooMany).toBe('Maximum image limit reached')
    expect(IMAGE_KINDS.productEdit.messages).toMatchObject({
      type: 'Invalid file type. Please upload JPEG, PNG, or WebP images',
      size: 'Image size should be less than 5MB',
    })
    expect(IMAGE_KINDS.productEdit.messages.tooMany(2)).toBe('You can only upload 2 more image(s)')
    expect(IMAGE_KINDS.blog.messages.size).toBe('Image size should be less than 5MB')
    expect(IMAGE_KINDS.eventBanner.messages).toMatchObject({
      type: 'Invalid file type. Please select a PNG, JPG, or JPEG file.',
      size: 'File size exceeds 3MB. Please select a smaller image.',
    })
  })

  it('holds the spec’s limits (docs/requirements/back-office.md#limits)', () => {
    expect(IMAGE_KINDS.product.maxCount).toBe(3)
    expect(IMAGE_KINDS.eventBanner.maxBytes).toBe(3_072_000)
    expect(IMAGE_KINDS.eventBanner.types).toEqual(['image/jpeg', 'image/png', 'image/jpg'])
    for (const kind of [IMAGE_KINDS.category, IMAGE_KINDS.product, IMAGE_KINDS.productEdit]) {
      expect(kind.sidePx).toEqual({ min: 1000, max: 1010 })
      expect(kind.maxBytes).toBe(5 * 1024 * 1024)
    }
  })

  it.each(uploads)('%s: says the pixel range it checks, and crops into that range', (_, kind) => {
    if (!kind.sidePx) {
      expect(kind.messages.dimensions).toBeUndefined()
      expect(kind.crop).toBeUndefined()
      return
    }
    const { min, max } = kind.sidePx
    expect(kind.messages.dimensions).toBe(
      `Image dimensions must be between ${min}x${min} and ${max}x${max} pixels`,
    )
    expect(kind.crop!.width).toBeGreaterThanOrEqual(min)
    expect(kind.crop!.width).toBeLessThanOrEqual(max)
  })

  it.each(uploads)('%s: is stored with the variants every upload has', (_, kind) => {
    expect(kind.variantWidths).toBe(VARIANT_WIDTHS)
  })

  it('cuts the hero’s variants to 16:9 at the widths the home page lists', () => {
    expect(IMAGE_KINDS.hero).toMatchObject({ maxCount: 4, variantWidths: [400, 800, 1600] })
    expect(IMAGE_KINDS.hero.crop.aspect).toBeCloseTo(16 / 9)
  })
})
