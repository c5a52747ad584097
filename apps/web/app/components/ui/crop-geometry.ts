/**
 * Where the crop square sits in a picture, in the picture's own pixels, and how moving and zooming
 * change it. Pure: the crop dialog keeps a Crop in its state and draws from it.
 */

export interface Natural {
  width: number
  height: number
}

/** The square's top-left corner and zoom (1: the whole shorter side). */
export interface Crop {
  x: number
  y: number
  zoom: number
}

/** How far in the slider and the wheel may zoom: a quarter of the shorter side. */
export const MAX_ZOOM = 4
/** One wheel notch, or one press of + or −. */
export const ZOOM_STEP = 1.1
/** Arrow keys move by this share of the visible square; with Shift, five times as far. */
const KEY_STEP = 0.02

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** The side of the square at this zoom: the whole shorter side at 1, less as it zooms in. */
export const sideAt = (natural: Natural, zoom: number) => Math.min(natural.width, natural.height) / zoom

/** Keeps the square inside the picture. */
export function fit(natural: Natural, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, 1, MAX_ZOOM)
  const side = sideAt(natural, zoom)
  return {
    zoom,
    x: clamp(crop.x, 0, natural.width - side),
    y: clamp(crop.y, 0, natural.height - side),
  }
}

/** Where a picture starts: centred, showing the whole shorter side. */
export function centred(natural: Natural): Crop {
  const whole = sideAt(natural, 1)
  return { zoom: 1, x: (natural.width - whole) / 2, y: (natural.height - whole) / 2 }
}

/** A new zoom around the square's centre, so what the admin looks at stays in view. */
export function zoomTo(natural: Natural, crop: Crop, zoom: number): Crop {
  const side = sideAt(natural, crop.zoom)
  const next = sideAt(natural, clamp(zoom, 1, MAX_ZOOM))
  return fit(natural, { zoom, x: crop.x + (side - next) / 2, y: crop.y + (side - next) / 2 })
}

/** The square after a key press: arrows move it, + and − zoom; null for any other key. */
export function afterKey(natural: Natural, crop: Crop, key: string, shift: boolean): Crop | null {
  const step = sideAt(natural, crop.zoom) * KEY_STEP * (shift ? 5 : 1)
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  }
  const move = moves[key]
  if (move) return fit(natural, { ...crop, x: crop.x + move[0], y: crop.y + move[1] })
  if (key === '+' || key === '=') return zoomTo(natural, crop, crop.zoom * ZOOM_STEP)
  if (key === '-' || key === '_') return zoomTo(natural, crop, crop.zoom / ZOOM_STEP)
  return null
}

/** `photo.webp` → `photo-square.jpg`: PNG stays PNG, anything else becomes JPEG. */
export function croppedName(name: string, type: string): string {
  const stem = name.replace(/\.[^.]+$/, '') || 'image'
  return `${stem}-square.${type === 'image/png' ? 'png' : 'jpg'}`
}
