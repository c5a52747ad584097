import type { UploadImageKind } from '@gwp/contracts'
import { useId, type ReactNode, type Ref } from 'react'

import { ImageCropDialog } from './image-crop-dialog'
import { ImageDropZone } from './image-drop-zone'
import { ImagePreviews, type ExistingImage } from './image-previews'
import { useImagePicks } from './use-image-picks'

export type { ExistingImage } from './image-previews'

export interface ImageUploadFieldProps {
  label: string
  /** The kind of picture (contracts' IMAGE_KINDS): types, sizes, count, crop, and the words. */
  rules: UploadImageKind
  /** Under the label; the kind's own hint unless told otherwise. */
  hint?: ReactNode
  /** The new files chosen so far (the form's value: works with react-hook-form's Controller). */
  value?: readonly File[] | undefined
  onChange: (files: File[]) => void
  onBlur?: () => void
  name?: string
  ref?: Ref<HTMLInputElement>
  /** Stored images, counted against the kind's limit with the new ones. */
  existing?: readonly ExistingImage[]
  /** Without it, stored images have no remove button. */
  onRemoveExisting?: (image: ExistingImage) => void
  /** Upload progress of each new file in percent; null while under way at an unknown rate. */
  progress?: ReadonlyMap<File, number | null>
  /** The form's own error for the field, e.g. "Category image is required". */
  error?: string | undefined
  disabled?: boolean
}

const NO_FILES: readonly File[] = []

/**
 * Pick images by click, keyboard or drag and drop. Each file is checked against its kind's rules
 * (type, size, pixel range, count) before anything is uploaded, and the reasons are announced under
 * the field. A picture of the wrong size is not a dead end where the kind crops: "Crop to square"
 * makes a copy of the right size that takes its place. Chosen and stored images show as previews,
 * each with a remove button, and a progress bar while the section uploads them.
 */
export function ImageUploadField({
  label,
  rules,
  hint = rules.messages.hint,
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
}: ImageUploadFieldProps) {
  const baseId = useId()
  const ids = {
    input: `${baseId}-input`,
    label: `${baseId}-label`,
    hint: `${baseId}-hint`,
    problems: `${baseId}-problems`,
    error: `${baseId}-error`,
  }
  const picks = useImagePicks({ rules, value, onChange, stored: existing.length, disabled })
  const { problems } = picks

  const invalid = Boolean(error) || problems.length > 0
  const describedBy = [
    hint ? ids.hint : null,
    problems.length > 0 ? ids.problems : null,
    error ? ids.error : null,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div>
      <span id={ids.label} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </span>
      {hint && (
        <div id={ids.hint} className="mb-2 text-xs text-slate-500">
          {hint}
        </div>
      )}
      <ImageDropZone
        inputId={ids.input}
        labelId={ids.label}
        describedBy={describedBy}
        invalid={invalid}
        accept={rules.types}
        multiple={rules.maxCount > 1}
        disabled={disabled}
        used={picks.used}
        max={rules.maxCount}
        checking={picks.checking}
        onFiles={(files) => void picks.take(files)}
        onBlur={onBlur}
        name={name}
        ref={ref}
      />

      {problems.length > 0 && (
        <div id={ids.problems} role="alert" className="mt-2">
          <ul className="space-y-1 text-sm text-red-600">
            {problems.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p id={ids.error} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}

      <ImagePreviews
        existing={existing}
        onRemoveExisting={onRemoveExisting}
        files={value}
        needsCrop={picks.needsCrop}
        progress={progress}
        onRemove={picks.remove}
        onCrop={picks.startCrop}
        disabled={disabled}
      />

      {rules.crop && (
        <ImageCropDialog
          file={picks.cropping}
          outputSize={rules.crop.width}
          onCancel={picks.cancelCrop}
          onCrop={picks.finishCrop}
        />
      )}
    </div>
  )
}
