import { ZoomIn, ZoomOut } from 'lucide-react'
import { useCallback, useId, useRef, useState } from 'react'

import { Button } from './button'
import { Modal } from './modal'

export interface ImageCropDialogProps {
  /** The image to crop; the dialog is open while one is given. */
  file: File | null
  /** Side of the square the crop is drawn at, in pixels (1000 for catalogue images). */
  outputSize: number
  onCancel: () => void
  /** The square image: PNG for a PNG, JPEG for anything else, named after the original. */
  onCrop: (cropped: File) => void
}

/** How far in the slider and the wheel may zoom: a quarter of the shorter side. */
const MAX_ZOOM = 4
const WHEEL_STEP = 1.1
/** Arrow keys move by this share of the visible square; with Shift, five times as far. */
const KEY_STEP = 0.02
const JPEG_QUALITY = 0.92

interface Natural {
  width: number
  height: number
}

/** Where the square sits in the image, in the image's own pixels: top-left corner and zoom. */
interface Crop {
  x: number
  y: number
  zoom: number
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** The side of the square at this zoom: the whole shorter side at 1, less as it zooms in. */
const sideAt = (natural: Natural, zoom: number) => Math.min(natural.width, natural.height) / zoom

/** Keeps the square inside the image. */
function fit(natural: Natural, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, 1, MAX_ZOOM)
  const side = sideAt(natural, zoom)
  return {
    zoom,
    x: clamp(crop.x, 0, natural.width - side),
    y: clamp(crop.y, 0, natural.height - side),
  }
}

/** A new zoom around the square's centre, so what the admin looks at stays in view. */
function zoomTo(natural: Natural, crop: Crop, zoom: number): Crop {
  const side = sideAt(natural, crop.zoom)
  const next = sideAt(natural, clamp(zoom, 1, MAX_ZOOM))
  return fit(natural, { zoom, x: crop.x + (side - next) / 2, y: crop.y + (side - next) / 2 })
}

function croppedName(name: string, type: string): string {
  const stem = name.replace(/\.[^.]+$/, '') || 'image'
  return `${stem}-square.${type === 'image/png' ? 'png' : 'jpg'}`
}

/**
 * Crops an image to a square and draws it at `outputSize` × `outputSize`, so a picture of the wrong
 * size can still be used instead of being refused. The square is moved by dragging or with the arrow
 * keys, and sized with the zoom slider, the wheel, or + and −.
 */
export function ImageCropDialog({ file, outputSize, onCancel, onCrop }: ImageCropDialogProps) {
  return (
    <Modal open={file !== null} title="Crop to square" onClose={onCancel} size="md">
      {/* Mounted per file, so each image starts centred and unzoomed. */}
      {file && (
        <CropEditor
          key={`${file.name}-${file.lastModified}`}
          file={file}
          outputSize={outputSize}
          onCancel={onCancel}
          onCrop={onCrop}
        />
      )}
    </Modal>
  )
}

function CropEditor({
  file,
  outputSize,
  onCancel,
  onCrop,
}: {
  file: File
  outputSize: number
  onCancel: () => void
  onCrop: (cropped: File) => void
}) {
  const helpId = useId()
  const zoomId = useId()
  const [natural, setNatural] = useState<Natural | null>(null)
  const [crop, setCrop] = useState<Crop>({ x: 0, y: 0, zoom: 1 })
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const imgRef = useRef<HTMLImageElement | null>(null)
  const drag = useRef<{ pointer: number; startX: number; startY: number; from: Crop; scale: number } | null>(
    null,
  )
  // The preview's object URL lives as long as the image element (see useObjectUrl); the element is
  // also what the canvas draws from.
  const setImage = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return
      imgRef.current = img
      const url = URL.createObjectURL(file)
      img.src = url
      return () => {
        imgRef.current = null
        URL.revokeObjectURL(url)
      }
    },
    [file],
  )

  // The wheel zooms; React's wheel listener is passive and could not keep the page from scrolling.
  const wheelTarget = useCallback(
    (area: HTMLDivElement | null) => {
      if (!area || !natural) return
      const onWheel = (event: WheelEvent) => {
        event.preventDefault()
        setCrop((current) =>
          zoomTo(natural, current, current.zoom * (event.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP)),
        )
      }
      area.addEventListener('wheel', onWheel, { passive: false })
      return () => area.removeEventListener('wheel', onWheel)
    },
    [natural],
  )

  const side = natural ? sideAt(natural, crop.zoom) : 1
  const small = natural !== null && Math.min(natural.width, natural.height) < outputSize

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!natural) return
    const step = side * KEY_STEP * (event.shiftKey ? 5 : 1)
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      setCrop((current) => fit(natural, { ...current, x: current.x + move[0], y: current.y + move[1] }))
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault()
      setCrop((current) => zoomTo(natural, current, current.zoom * WHEEL_STEP))
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault()
      setCrop((current) => zoomTo(natural, current, current.zoom / WHEEL_STEP))
    }
  }

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!natural || event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = {
      pointer: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      from: crop,
      // Image pixels per screen pixel: the square fills the area's width.
      scale: side / event.currentTarget.getBoundingClientRect().width,
    }
  }

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (!natural || !start || start.pointer !== event.pointerId) return
    // Dragging moves the picture under the square, so the square goes the other way.
    setCrop(
      fit(natural, {
        ...start.from,
        x: start.from.x - (event.clientX - start.startX) * start.scale,
        y: start.from.y - (event.clientY - start.startY) * start.scale,
      }),
    )
  }

  const endDrag = () => {
    drag.current = null
  }

  const cropNow = () => {
    const img = imgRef.current
    if (!natural || !img || busy) return
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg'
    const canvas = document.createElement('canvas')
    canvas.width = outputSize
    canvas.height = outputSize
    const context = canvas.getContext('2d')
    if (!context) {
      setFailed(true)
      return
    }
    if (type === 'image/jpeg') {
      // JPEG has no transparency: what was see-through becomes white, not black.
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, outputSize, outputSize)
    }
    context.imageSmoothingQuality = 'high'
    context.drawImage(img, crop.x, crop.y, side, side, 0, 0, outputSize, outputSize)
    setBusy(true)
    canvas.toBlob(
      (blob) => {
        setBusy(false)
        if (!blob) {
          setFailed(true)
          return
        }
        onCrop(new File([blob], croppedName(file.name, type), { type, lastModified: Date.now() }))
      },
      type,
      JPEG_QUALITY,
    )
  }

  const percent = (value: number) => `${(value / side) * 100}%`

  return (
    <div>
      <p id={helpId} className="mb-3 text-sm text-slate-600">
        Drag the picture or use the arrow keys to choose what stays; zoom with the slider, the mouse wheel, or
        + and −. The square is saved at {outputSize} × {outputSize} px.
      </p>
      {/* role="application": screen readers pass the arrow keys through to move the picture. jsx-a11y
          does not count that role as interactive, hence the two exceptions. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={wheelTarget}
        role="application"
        aria-roledescription="crop area"
        aria-label={`Crop area for ${file.name}`}
        aria-describedby={helpId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className="relative mx-auto aspect-square w-full max-w-80 cursor-grab touch-none overflow-hidden rounded-lg bg-slate-800 outline-none select-none focus-visible:ring-4 focus-visible:ring-brand-600 active:cursor-grabbing"
      >
        <img
          ref={setImage}
          alt=""
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth: width, naturalHeight: height } = event.currentTarget
            const start = { width, height }
            setNatural(start)
            // Centred, showing the whole shorter side.
            const whole = sideAt(start, 1)
            setCrop({ zoom: 1, x: (width - whole) / 2, y: (height - whole) / 2 })
          }}
          onError={() => setFailed(true)}
          className={`absolute max-w-none ${natural ? '' : 'invisible'}`}
          style={
            natural
              ? {
                  left: percent(-crop.x),
                  top: percent(-crop.y),
                  width: percent(natural.width),
                  height: percent(natural.height),
                }
              : undefined
          }
        />
        {/* A frame over the edge shows where the square ends. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-lg ring-2 ring-white/80 ring-inset"
        />
      </div>
      <div className="mx-auto mt-4 flex max-w-80 items-center gap-2">
        <label htmlFor={zoomId} className="sr-only">
          Zoom
        </label>
        <ZoomOut aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
        <input
          id={zoomId}
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.01}
          value={crop.zoom}
          disabled={!natural}
          aria-valuetext={`${Math.round(crop.zoom * 100)}%`}
          onChange={(event) => {
            if (natural) setCrop(zoomTo(natural, crop, Number(event.target.value)))
          }}
          className="w-full accent-brand-600"
        />
        <ZoomIn aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
      </div>
      {small && (
        <p className="mt-3 text-sm text-amber-700">
          This picture is smaller than {outputSize} px, so it will be enlarged and may look soft.
        </p>
      )}
      {failed && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600">
          This picture could not be cropped. Try another file.
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={cropNow} disabled={!natural || failed} aria-busy={busy}>
          {busy ? 'Cropping...' : 'Crop'}
        </Button>
      </div>
    </div>
  )
}
