import { useEffect, useRef, useState } from 'react'

import { checkPicks, type ImageFieldRules, type NeedsCrop, type PickProblem } from './image-checks'
import { imageSize } from './use-object-url'

interface Problem extends PickProblem {
  id: number
}

let problemIds = 0
const withId = (problem: PickProblem): Problem => ({ ...problem, id: ++problemIds })

/**
 * The upload field's state: what was refused and why, the pictures waiting for a crop, the one being
 * cropped, and whether files are being checked. The chosen files themselves are the form's
 * (`value`, `onChange`); a file that passes goes straight to the form.
 */
export function useImagePicks({
  rules,
  value,
  onChange,
  stored,
  disabled,
}: {
  rules: ImageFieldRules
  value: readonly File[]
  onChange: (files: File[]) => void
  /** How many stored pictures count against the limit. */
  stored: number
  disabled: boolean
}) {
  const [problems, setProblems] = useState<Problem[]>([])
  const [needsCrop, setNeedsCrop] = useState<NeedsCrop[]>([])
  const [cropping, setCropping] = useState<File | null>(null)
  const [checking, setChecking] = useState(false)
  // The latest value, for checks that finish after an await.
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  }, [value])

  const used = stored + value.length + needsCrop.length
  // The file's own problems go with it, and so does "too many": there is room again.
  const forget = (file: File) =>
    setProblems((current) => current.filter((item) => item.file !== undefined && item.file !== file))

  const take = async (picked: File[]) => {
    if (disabled || picked.length === 0) return
    setChecking(true)
    const checked = await checkPicks(picked, {
      rules,
      held: [...value, ...needsCrop.map((item) => item.file)],
      used,
      readSize: imageSize,
    })
    setChecking(false)
    setProblems(checked.problems.map(withId))
    if (checked.needsCrop.length > 0) setNeedsCrop((current) => [...current, ...checked.needsCrop])
    if (checked.accepted.length > 0) onChange([...latest.current, ...checked.accepted])
  }

  const remove = (file: File) => {
    forget(file)
    setNeedsCrop((current) => current.filter((item) => item.file !== file))
    if (value.includes(file)) onChange(value.filter((item) => item !== file))
  }

  /** The square copy takes the original's place, unless it came out too heavy. */
  const finishCrop = (cropped: File) => {
    const original = cropping
    setCropping(null)
    if (!original) return
    forget(original)
    setNeedsCrop((current) => current.filter((item) => item.file !== original))
    if (cropped.size > rules.maxBytes) {
      setProblems((current) => [
        ...current,
        withId({ file: cropped, text: `${cropped.name}: ${rules.messages.size}` }),
      ])
      return
    }
    onChange([...latest.current, cropped])
  }

  return {
    problems,
    needsCrop,
    cropping,
    checking,
    used,
    take,
    remove,
    startCrop: setCropping,
    cancelCrop: () => setCropping(null),
    finishCrop,
  }
}
