import { Crop, X } from 'lucide-react'
import { useCallback, useState } from 'react'

import { formatBytes, type NeedsCrop } from './image-checks'
import { PLACEHOLDER_IMAGE } from './responsive-image'
import { useObjectUrl } from './use-object-url'

/** An image already stored on the server, shown beside the new ones (an edit form). */
export interface ExistingImage {
  /** Stable key, e.g. the stored path. */
  key: string
  url: string
  /** Names the image for screen readers and its remove button ("Remove {alt}"). */
  alt: string
}

interface ImagePreviewsProps {
  existing: readonly ExistingImage[]
  /** Without it, stored images have no remove button. */
  onRemoveExisting?: ((image: ExistingImage) => void) | undefined
  files: readonly File[]
  needsCrop: readonly NeedsCrop[]
  /** Upload progress of each new file in percent; null while under way at an unknown rate. */
  progress?: ReadonlyMap<File, number | null> | undefined
  onRemove: (file: File) => void
  onCrop: (file: File) => void
  disabled: boolean
}

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

const CARD = 'relative overflow-hidden rounded-lg border'

/**
 * The pictures in the field: stored ones, chosen ones (name, size, upload progress) and those waiting
 * for a crop (their pixel size and "Crop to square"), each with a remove button.
 */
export function ImagePreviews({
  existing,
  onRemoveExisting,
  files,
  needsCrop,
  progress,
  onRemove,
  onCrop,
  disabled,
}: ImagePreviewsProps) {
  if (existing.length + files.length + needsCrop.length === 0) return null
  return (
    <ul aria-label="Image previews" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {existing.map((image) => (
        <li key={image.key} className={`${CARD} border-slate-200 bg-white`}>
          <StoredPreview image={image} />
          <p className="truncate px-2 py-1.5 text-xs text-slate-600">Stored image</p>
          {onRemoveExisting && (
            <RemoveButton name={image.alt} disabled={disabled} onClick={() => onRemoveExisting(image)} />
          )}
        </li>
      ))}
      {files.map((file) => (
        <li key={keyOf(file)} className={`${CARD} border-slate-200 bg-white`}>
          <FilePreview file={file} />
          <div className="px-2 py-1.5">
            <FileName file={file} />
            <p className="text-xs text-slate-500">{formatBytes(file.size)}</p>
            {progress?.has(file) && <UploadProgress file={file} percent={progress.get(file) ?? null} />}
          </div>
          <RemoveButton name={file.name} disabled={disabled} onClick={() => onRemove(file)} />
        </li>
      ))}
      {needsCrop.map(({ file, width, height }) => (
        <li key={keyOf(file)} className={`${CARD} border-amber-300 bg-amber-50`}>
          <FilePreview file={file} />
          <div className="space-y-1.5 px-2 py-1.5">
            <FileName file={file} />
            <p className="text-xs text-amber-800">
              {width} × {height} px
            </p>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onCrop(file)}
              aria-label={`Crop ${file.name} to square`}
              className="inline-flex items-center gap-1 rounded-md bg-white px-2 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              <Crop aria-hidden="true" className="h-3.5 w-3.5" />
              Crop to square
            </button>
          </div>
          <RemoveButton name={file.name} disabled={disabled} onClick={() => onRemove(file)} />
        </li>
      ))}
    </ul>
  )
}

function FileName({ file }: { file: File }) {
  return (
    <p className="truncate text-xs font-medium text-slate-800" title={file.name}>
      {file.name}
    </p>
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
