import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { UNKNOWN_FAILURE, applyApiErrors, getApiError } from '#app/lib/api-error'

/**
 * The server's reason for a failed save, or the spec's words when it gave none
 * (docs/requirements/categories.md#errors).
 */
export function saveFailureMessage(error: unknown, fallback: string): string {
  const { message } = getApiError(error)
  return message === UNKNOWN_FAILURE ? fallback : message
}

/**
 * A failed save of a category or sub-category form: the server's reasons go under the `fields` they
 * name, and the returned text is for the toast. `inDialog` is that text again when no shown field
 * carries the reason (said in the dialog, where screen readers reach it), else null. `updateFailed`
 * is the spec's words for a failed edit when the server gives none; null on add.
 */
export function reportSaveFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
  updateFailed: string | null,
): { text: string; inDialog: string | null } {
  const message = applyApiErrors(setError, error, fields)
  const text = updateFailed === null ? message : saveFailureMessage(error, updateFailed)
  const onField = Object.keys(getApiError(error).fieldErrors).some((name) =>
    fields.some((field) => field === name),
  )
  return { text, inDialog: onField ? null : text }
}
