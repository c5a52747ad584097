import { croppedName, sideAt, type Crop, type Natural } from './crop-geometry'

const JPEG_QUALITY = 0.92

/**
 * Draws the square `crop` of a loaded picture at `outputSize` × `outputSize` and hands back the file:
 * PNG for a PNG, JPEG (on white, having no transparency) for anything else, named after the original.
 * Null when the browser cannot draw or encode it.
 */
export function drawSquareCrop(
  img: HTMLImageElement,
  {
    natural,
    crop,
    outputSize,
    original,
  }: { natural: Natural; crop: Crop; outputSize: number; original: File },
): Promise<File | null> {
  const type = original.type === 'image/png' ? 'image/png' : 'image/jpeg'
  const canvas = document.createElement('canvas')
  canvas.width = outputSize
  canvas.height = outputSize
  const context = canvas.getContext('2d')
  if (!context) return Promise.resolve(null)
  if (type === 'image/jpeg') {
    // JPEG has no transparency: what was see-through becomes white, not black.
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, outputSize, outputSize)
  }
  context.imageSmoothingQuality = 'high'
  const side = sideAt(natural, crop.zoom)
  context.drawImage(img, crop.x, crop.y, side, side, 0, 0, outputSize, outputSize)
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) =>
        resolve(
          blob && new File([blob], croppedName(original.name, type), { type, lastModified: Date.now() }),
        ),
      type,
      JPEG_QUALITY,
    ),
  )
}
