import { Crop, ImagePlus, X } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react'

import { ImageCropDialog } from './image-crop-dialog'
import { PLACEHOLDER_IMAGE } from './responsive-image'
import { imageSize, useObjectUrl } from './use-object-url'

/** An image already stored on the server, shown beside the new ones (an edit form). */
export interface ExistingImage {
  /** Stable key, e.g. the stored path. */
  key: string
  url: string
  /** Names the image for screen readers and its remove button ("Remove {alt}"). */
  alt: string
}

export interface ImageUploadMessages {
  /** A file whose type is not in `accept`, or that is not a readable image. */
  type: string
  /** A file larger than `maxBytes`. */
  size: string
  /** A picture outside `squarePx`; defaults to "Image must be between {min}x{min} and {max}x{max} pixels". */
  dimensions?: string
  /** More files than `maxFiles` allows; a function gets how many more would still fit. */
  tooMany: string | ((room: number) => string)
}

export interface ImageUploadFieldProps {
  label: string
  /** Under the label, e.g. "PNG or JPG, 1000 × 1000 px, up to 5 MB". */
  hint?: ReactNode
  /** Accepted MIME types, e.g. ['image/png', 'image/jpeg']. */
  accept: readonly string[]
  maxBytes: number
  /** Square pictures only, each side within min…max pixels; others are offered a crop. */
  squarePx?: { min: number; max: number }
  /** Stored and new images together. */
  maxFiles: number
  messages: ImageUploadMessages
  /** The new files chosen so far (the form's value: works with react-hook-form's Controller). */
  value?: readonly File[] | undefined
  onChange: (files: File[]) => void
  onBlur?: () => void
  name?: string
  ref?: Ref<HTMLInputElement>
  existing?: readonly ExistingImage[]
  /** Without it, stored images have no remove button. */
  onRemoveExisting?: (image: ExistingImage) => void
  /** Upload progress of each new file in percent; null while under way at an unknown rate. */
  progress?: ReadonlyMap<File, number | null>
  /** The form's own error for the field, e.g. "Category image is required". */
  error?: string | undefined
  disabled?: boolean
  /** Side of the square a crop produces; `squarePx.min` unless told. */
  cropSize?: number
}

interface Problem {
  id: number
  /** The file the problem is about, so it goes when the file does. */
  file?: File
  text: string
}

interface NeedsCrop {
  file: File
  width: number
  height: number
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

let problemIds = 0
const NO_FILES: readonly File[] = []

/** React keys for files: two picks of the same picture are two File objects with equal names. */
const fileKeys = new WeakMap<File, string>()
let fileKeyCount = 0
function keyOf(file: File): string {
  let key = fileKeys.get(file)
  if (key === undefined) {
    key = `file-${++fileKeyCount}`
    fileKeys.set(file, key)
  }
  return key
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

/**
 * Pick images by click, keyboard or drag and drop. Each file is checked against the caller's rules
 * (type, size, square pixel range, count) before anything is uploaded, and the reasons are announced
 * under the field. A picture of the wrong size is not a dead end: "Crop to square" makes a square
 * copy at `cropSize` that takes its place. Chosen and stored images show as previews, each with a
 * remove button, and a progress bar while the section uploads them.
 */
export function ImageUploadField({
  label,
  hint,
  accept,
  maxBytes,
  squarePx,
  maxFiles,
  messages,
  value = NO_FILES,
  onChange,
  onBlur,
  name,
  ref,
  existing = [],
  onRemoveExisting,
  progress,
  error,
  disabled = false,
  cropSize,
}: ImageUploadFieldProps) {
  const baseId = useId()
  const inputId = `${baseId}-input`
  const labelId = `${baseId}-label`
  const hintId = `${baseId}-hint`
  const problemsId = `${baseId}-problems`
  const errorId = `${baseId}-error`
  const [problems, setProblems] = useState<Problem[]>([])
  const [needsCrop, setNeedsCrop] = useState<NeedsCrop[]>([])
  const [cropping, setCropping] = useState<File | null>(null)
  const [dragging, setDragging] = useState(false)
  const [checking, setChecking] = useState(false)
  // The latest value, for checks that finish after an await.
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  }, [value])

  const dimensionsMessage =
    messages.dimensions ??
    (squarePx
      ? `Image must be between ${squarePx.min}x${squarePx.min} and ${squarePx.max}x${squarePx.max} pixels`
      : '')
  const used = existing.length + value.length + needsCrop.length
  const problem = (text: string, file?: File): Problem => ({
    id: ++problemIds,
    text,
    ...(file ? { file } : {}),
  })
  // The file's own problems go with it, and so does "too many": there is room again.
  const forget = (file: File) =>
    setProblems((current) => current.filter((item) => item.file !== undefined && item.file !== file))

  const take = async (chosen: File[]) => {
    // A picture already in the field is not added twice.
    const held = [...value, ...needsCrop.map((item) => item.file)]
    const picked = chosen.filter((file) => !held.some((other) => sameFile(file, other)))
    if (disabled || picked.length === 0) return
    const found: Problem[] = []
    const room = Math.max(0, maxFiles - used)
    const batch = picked.slice(0, room)
    if (picked.length > room) {
      found.push(problem(typeof messages.tooMany === 'function' ? messages.tooMany(room) : messages.tooMany))
    }
    const good: File[] = []
    const crop: NeedsCrop[] = []
    setChecking(true)
    for (const file of batch) {
      if (!accept.includes(file.type)) {
        found.push(problem(`${file.name}: ${messages.type}`, file))
        continue
      }
      if (file.size > maxBytes) {
        found.push(problem(`${file.name}: ${messages.size}`, file))
        continue
      }
      if (squarePx) {
        const size = await imageSize(file)
        if (!size) {
          found.push(problem(`${file.name}: ${messages.type}`, file))
          continue
        }
        const fits = (side: number) => side >= squarePx.min && side <= squarePx.max
        if (!fits(size.width) || !fits(size.height)) {
          found.push(problem(`${file.name}: ${dimensionsMessage}`, file))
          crop.push({ file, ...size })
          continue
        }
      }
      good.push(file)
    }
    setChecking(false)
    setProblems(found)
    if (crop.length > 0) setNeedsCrop((current) => [...current, ...crop])
    if (good.length > 0) onChange([...latest.current, ...good])
  }

  const remove = (file: File) => {
    forget(file)
    setNeedsCrop((current) => current.filter((item) => item.file !== file))
    if (value.includes(file)) onChange(value.filter((item) => item !== file))
  }

  const finishCrop = (original: File, cropped: File) => {
    setCropping(null)
    forget(original)
    setNeedsCrop((current) => current.filter((item) => item.file !== original))
    if (cropped.size > maxBytes) {
      setProblems((current) => [...current, problem(`${cropped.name}: ${messages.size}`, cropped)])
      return
    }
    onChange([...latest.current, cropped])
  }

  const invalid = Boolean(error) || problems.length > 0
  const describedBy = [hint ? hintId : null, problems.length > 0 ? problemsId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ')
  const previews = existing.length + value.length + needsCrop.length > 0

  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </span>
      {hint && (
        <div id={hintId} className="mb-2 text-xs text-slate-500">
          {hint}
        </div>
      )}
      {/* Dropping files is a shortcut; the file input below does the same from the keyboard. */}
      <div
        onDragOver={(event) => {
          if (disabled) return
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          void take(Array.from(event.dataTransfer.files))
        }}
        className={`flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          dragging ? 'border-brand-600 bg-brand-50' : invalid ? 'border-red-400' : 'border-slate-300'
        } ${disabled ? 'opacity-60' : ''}`}
      >
        <ImagePlus aria-hidden="true" className="h-8 w-8 text-slate-400" />
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="file"
          accept={accept.join(',')}
          multiple={maxFiles > 1}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid || undefined}
          onBlur={onBlur}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            // Cleared, so choosing the same file again (after removing it) is seen as a change.
            event.target.value = ''
            void take(files)
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${
            disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-slate-50'
          }`}
        >
          {maxFiles > 1 ? 'Choose images' : 'Choose an image'}
        </label>
        <p className="text-xs text-slate-500">
          or drop {maxFiles > 1 ? 'them' : 'it'} here · {used} of {maxFiles}
        </p>
        {checking && (
          <p role="status" className="text-xs text-slate-500">
            Checking…
          </p>
        )}
      </div>

      {problems.length > 0 && (
        <div id={problemsId} role="alert" className="mt-2">
          <ul className="space-y-1 text-sm text-red-600">
            {problems.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}

      {previews && (
        <ul aria-label="Image previews" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {existing.map((image) => (
            <li
              key={image.key}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-white"
            >
              <StoredPreview image={image} />
              <p className="truncate px-2 py-1.5 text-xs text-slate-600">Stored image</p>
              {onRemoveExisting && (
                <RemoveButton name={image.alt} disabled={disabled} onClick={() => onRemoveExisting(image)} />
              )}
            </li>
          ))}
          {value.map((file) => (
            <li
              key={keyOf(file)}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-white"
            >
              <FilePreview file={file} />
              <div className="px-2 py-1.5">
                <p className="truncate text-xs font-medium text-slate-800" title={file.name}>
                  {file.name}
                </p>
                <p className="text-xs text-slate-500">{formatBytes(file.size)}</p>
                {progress?.has(file) && <UploadProgress file={file} percent={progress.get(file) ?? null} />}
              </div>
              <RemoveButton name={file.name} disabled={disabled} onClick={() => remove(file)} />
            </li>
          ))}
          {needsCrop.map((item) => (
            <li
              key={keyOf(item.file)}
              className="relative overflow-hidden rounded-lg border border-amber-300 bg-amber-50"
            >
              <FilePreview file={item.file} />
              <div className="space-y-1.5 px-2 py-1.5">
                <p className="truncate text-xs font-medium text-slate-800" title={item.file.name}>
                  {item.file.name}
                </p>
                <p className="text-xs text-amber-800">
                  {item.width} × {item.height} px
                </p>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => setCropping(item.file)}
                  aria-label={`Crop ${item.file.name} to square`}
                  className="inline-flex items-center gap-1 rounded-md bg-white px-2 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                >
                  <Crop aria-hidden="true" className="h-3.5 w-3.5" />
                  Crop to square
                </button>
              </div>
              <RemoveButton name={item.file.name} disabled={disabled} onClick={() => remove(item.file)} />
            </li>
          ))}
        </ul>
      )}

      {squarePx && (
        <ImageCropDialog
          file={cropping}
          outputSize={cropSize ?? squarePx.min}
          onCancel={() => setCropping(null)}
          onCrop={(cropped) => {
            if (cropping) finishCrop(cropping, cropped)
          }}
        />
      )}
    </div>
  )
}

/**
 * A stored image, or the placeholder when it is missing or broken (docs/requirements/back-office.md#errors).
 */
function StoredPreview({ image }: { image: ExistingImage }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  // A load that failed before hydration fired no React event, so the element is checked on mount.
  const checkEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailedUrl(image.url)
    },
    [image.url],
  )
  return (
    <img
      ref={checkEarlyFailure}
      src={failedUrl === image.url ? PLACEHOLDER_IMAGE : image.url}
      alt={image.alt}
      onError={() => setFailedUrl(image.url)}
      className="aspect-square w-full object-cover"
    />
  )
}

function FilePreview({ file }: { file: File }) {
  const show = useObjectUrl(file)
  return <img ref={show} alt={file.name} className="aspect-square w-full object-cover" />
}

function UploadProgress({ file, percent }: { file: File; percent: number | null }) {
  return (
    <div className="mt-1 flex items-center gap-2">
      <progress
        max={100}
        value={percent ?? undefined}
        aria-label={`Uploading ${file.name}`}
        className="h-1.5 w-full overflow-hidden rounded-full accent-brand-600"
      />
      <span className="w-9 shrink-0 text-right text-xs text-slate-600">
        {percent === null ? '' : `${percent}%`}
      </span>
    </div>
  )
}

function RemoveButton({ name, disabled, onClick }: { name: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={`Remove ${name}`}
      title={`Remove ${name}`}
      className="absolute top-1.5 right-1.5 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
    >
      <X aria-hidden="true" className="h-4 w-4" />
    </button>
  )
}
