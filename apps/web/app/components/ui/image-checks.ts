import type { UploadImageKind } from '@gwp/contracts'

/** What the upload field needs of a kind of picture (contracts' IMAGE_KINDS). */
export type ImageFieldRules = Pick<UploadImageKind, 'types' | 'maxBytes' | 'sidePx' | 'maxCount' | 'crop'> & {
  messages: Omit<UploadImageKind['messages'], 'hint'>
}

export interface PixelSize {
  width: number
  height: number
}

/** A picture of the wrong size, kept aside until it is cropped or removed. */
export interface NeedsCrop extends PixelSize {
  file: File
}

export interface PickProblem {
  /** The file the problem is about, so it goes when the file does; none for "too many". */
  file?: File
  text: string
}

export interface CheckedPicks {
  /** Files that pass every rule, in the order they were picked. */
  accepted: File[]
  /** Pictures outside the pixel range of a kind that crops: each is offered a crop. */
  needsCrop: NeedsCrop[]
  problems: PickProblem[]
}

/** Two picks of the same picture are two File objects with equal name, size and date. */
export const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

/** "1.5 MB", "320 KB": a file's size as the previews show it. */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The refusal for more pictures than fit; a function is told how many more would. */
export const tooManyText = (rules: ImageFieldRules, room: number) =>
  typeof rules.messages.tooMany === 'function' ? rules.messages.tooMany(room) : rules.messages.tooMany

/** "Image must be between …" for a kind whose words do not say it themselves. */
export function dimensionsText(rules: ImageFieldRules): string {
  if (rules.messages.dimensions) return rules.messages.dimensions
  const { min, max } = rules.sidePx ?? { min: 0, max: 0 }
  return `Image must be between ${min}x${min} and ${max}x${max} pixels`
}

/**
 * Checks newly picked files against a kind's rules, in the order the server would: how many fit
 * (`held` pictures are already in the field, and a picture picked twice counts once), then each
 * file's type, its size in bytes and, for kinds with a pixel range, its decoded size. `readSize`
 * decodes a file, null when it is not a readable picture. Problems name the file they are about.
 */
export async function checkPicks(
  picked: readonly File[],
  {
    rules,
    held,
    used,
    readSize,
  }: {
    rules: ImageFieldRules
    /** The files the field holds now (chosen or waiting for a crop). */
    held: readonly File[]
    /** Every picture counted against `maxCount`: stored, chosen and waiting. */
    used: number
    readSize: (file: File) => Promise<PixelSize | null>
  },
): Promise<CheckedPicks> {
  const fresh = picked.filter((file) => !held.some((other) => sameFile(file, other)))
  const result: CheckedPicks = { accepted: [], needsCrop: [], problems: [] }
  const room = Math.max(0, rules.maxCount - used)
  if (fresh.length > room) result.problems.push({ text: tooManyText(rules, room) })

  for (const file of fresh.slice(0, room)) {
    const refuse = (text: string) => result.problems.push({ file, text: `${file.name}: ${text}` })
    if (!(rules.types as readonly string[]).includes(file.type)) {
      refuse(rules.messages.type)
      continue
    }
    if (file.size > rules.maxBytes) {
      refuse(rules.messages.size)
      continue
    }
    if (rules.sidePx) {
      const size = await readSize(file)
      if (!size) {
        refuse(rules.messages.type)
        continue
      }
      const { min, max } = rules.sidePx
      const fits = (side: number) => side >= min && side <= max
      if (!fits(size.width) || !fits(size.height)) {
        refuse(dimensionsText(rules))
        if (rules.crop) result.needsCrop.push({ file, ...size })
        continue
      }
    }
    result.accepted.push(file)
  }
  return result
}
