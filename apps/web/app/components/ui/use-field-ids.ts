import { useId } from 'react'

/**
 * The ids a labelled field ties together: its control (the caller's `id`, else a generated one) and
 * the hint, error and counter under it, plus `describedBy` to build aria-describedby from them.
 */
export function useFieldIds(id: string | undefined) {
  const autoId = useId()
  const inputId = id ?? autoId
  return {
    inputId,
    hintId: `${inputId}-hint`,
    errorId: `${inputId}-error`,
    counterId: `${inputId}-counter`,
  }
}

/** aria-describedby from the ids of the parts shown (null for a part that is not); none: undefined. */
export const describedBy = (...ids: Array<string | null>) => ids.filter(Boolean).join(' ') || undefined
