import { describe, expect, it } from 'vitest'

import { afterKey, centred, croppedName, fit, MAX_ZOOM, sideAt, zoomTo } from './crop-geometry'

const landscape = { width: 2000, height: 1000 }

describe('the crop square', () => {
  it('starts centred on the whole shorter side', () => {
    expect(centred(landscape)).toEqual({ zoom: 1, x: 500, y: 0 })
    expect(sideAt(landscape, 1)).toBe(1000)
  })

  it('stays inside the picture and within the zoom range', () => {
    expect(fit(landscape, { x: -50, y: 300, zoom: 1 })).toEqual({ x: 0, y: 0, zoom: 1 })
    expect(fit(landscape, { x: 5000, y: 0, zoom: 9 })).toEqual({ x: 1750, y: 0, zoom: MAX_ZOOM })
  })

  it('zooms around its centre', () => {
    const zoomed = zoomTo(landscape, centred(landscape), 2)
    expect(zoomed).toEqual({ zoom: 2, x: 750, y: 250 })
    expect(zoomed.x + sideAt(landscape, 2) / 2).toBe(1000)
  })

  it('moves with the arrow keys, five times as far with Shift, and zooms with + and −', () => {
    const start = centred(landscape)
    expect(afterKey(landscape, start, 'ArrowRight', false)).toEqual({ zoom: 1, x: 520, y: 0 })
    expect(afterKey(landscape, start, 'ArrowLeft', true)).toEqual({ zoom: 1, x: 400, y: 0 })
    expect(afterKey(landscape, start, '+', false)?.zoom).toBeCloseTo(1.1)
    expect(afterKey(landscape, start, '-', false)?.zoom).toBe(1)
    expect(afterKey(landscape, start, 'Enter', false)).toBeNull()
  })

  it('names the copy after the original, PNG kept and anything else JPEG', () => {
    expect(croppedName('shelf.png', 'image/png')).toBe('shelf-square.png')
    expect(croppedName('shelf.photo.webp', 'image/jpeg')).toBe('shelf.photo-square.jpg')
    expect(croppedName('.png', 'image/png')).toBe('image-square.png')
  })
})
