import { ImagePlus } from 'lucide-react'
import { useState, type Ref } from 'react'

interface ImageDropZoneProps {
  inputId: string
  labelId: string
  describedBy: string
  invalid: boolean
  accept: readonly string[]
  multiple: boolean
  disabled: boolean
  /** "2 of 3": how many pictures the field holds, of how many. */
  used: number
  max: number
  checking: boolean
  onFiles: (files: File[]) => void
  onBlur?: (() => void) | undefined
  name?: string | undefined
  ref?: Ref<HTMLInputElement> | undefined
}

/**
 * Where pictures are chosen: a file input behind a button-like label, and the area around it, which
 * takes dropped files too. Dropping is a shortcut; the file input does the same from the keyboard.
 */
export function ImageDropZone({
  inputId,
  labelId,
  describedBy,
  invalid,
  accept,
  multiple,
  disabled,
  used,
  max,
  checking,
  onFiles,
  onBlur,
  name,
  ref,
}: ImageDropZoneProps) {
  const [dragging, setDragging] = useState(false)
  return (
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
        onFiles(Array.from(event.dataTransfer.files))
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
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
        onBlur={onBlur}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          // Cleared, so choosing the same file again (after removing it) is seen as a change.
          event.target.value = ''
          onFiles(files)
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={`rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${
          disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-slate-50'
        }`}
      >
        {multiple ? 'Choose images' : 'Choose an image'}
      </label>
      <p className="text-xs text-slate-500">
        or drop {multiple ? 'them' : 'it'} here · {used} of {max}
      </p>
      {checking && (
        <p role="status" className="text-xs text-slate-500">
          Checking…
        </p>
      )}
    </div>
  )
}
