import { ZoomIn, ZoomOut } from 'lucide-react'
import { useCallback, useId, useRef, useState } from 'react'

import { Button } from './button'
import {
  afterKey,
  centred,
  fit,
  MAX_ZOOM,
  sideAt,
  ZOOM_STEP,
  zoomTo,
  type Crop,
  type Natural,
} from './crop-geometry'
import { drawSquareCrop } from './draw-square-crop'
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
          zoomTo(natural, current, current.zoom * (event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP)),
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
    const next = afterKey(natural, crop, event.key, event.shiftKey)
    if (!next) return
    event.preventDefault()
    setCrop(next)
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

  const cropNow = async () => {
    const img = imgRef.current
    if (!natural || !img || busy) return
    setBusy(true)
    const cropped = await drawSquareCrop(img, { natural, crop, outputSize, original: file })
    setBusy(false)
    if (cropped) onCrop(cropped)
    else setFailed(true)
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
            setNatural({ width, height })
            setCrop(centred({ width, height }))
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
        <Button onClick={() => void cropNow()} disabled={!natural || failed} aria-busy={busy}>
          {busy ? 'Cropping...' : 'Crop'}
        </Button>
      </div>
    </div>
  )
}
