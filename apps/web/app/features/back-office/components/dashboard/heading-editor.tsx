import {
  HEADING_MAX_LENGTH,
  HEADING_MESSAGES,
  HEADING_TOAST_AUTO_CLOSE_MS,
  HeadingBodySchema,
  type HeadingBody,
} from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'react-toastify'

import { Button } from '../../../../components/ui/button'
import { Modal } from '../../../../components/ui/modal'
import { useUpdateHeadingMutation } from '../../api/heading'

interface HeadingEditorProps {
  open: boolean
  /** The heading as stored now; Update needs a different text. */
  current: string
  onClose: () => void
}

/** The superAdmin's heading editor (back-office.md §4 "Heading edit", §5 "Heading", §7). */
export function HeadingEditor({ open, current, onClose }: HeadingEditorProps) {
  return (
    <Modal open={open} title="Update Heading" onClose={onClose}>
      {/* Mounted only while open, so every opening starts from the stored heading. */}
      <HeadingForm current={current} onDone={onClose} />
    </Modal>
  )
}

function HeadingForm({ current, onDone }: { current: string; onDone: () => void }) {
  const fieldId = useId()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<HeadingBody>({
    mode: 'onChange',
    resolver: zodResolver(HeadingBodySchema),
    defaultValues: { heading: current },
  })
  const heading = useWatch({ control, name: 'heading' }) ?? ''
  const [updateHeading, { isLoading }] = useUpdateHeadingMutation()

  // The spec's four conditions (changed, non-empty, within the limit, no special character) are the
  // schema plus "changed"; the same schema guards the API.
  const canUpdate =
    heading.trim() !== current && HeadingBodySchema.safeParse({ heading }).success && !isLoading

  const onSubmit = async (values: HeadingBody) => {
    const toastId = toast.loading(HEADING_MESSAGES.updating)
    const done = { isLoading: false, autoClose: HEADING_TOAST_AUTO_CLOSE_MS, closeOnClick: true }
    try {
      await updateHeading(values).unwrap()
    } catch {
      toast.update(toastId, { ...done, render: HEADING_MESSAGES.updateFailed, type: 'error' })
      return
    }
    toast.update(toastId, { ...done, render: HEADING_MESSAGES.updated, type: 'success' })
    onDone()
  }

  const error = errors.heading?.message
  const counterId = `${fieldId}-counter`
  const errorId = `${fieldId}-error`
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <div>
        <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
          Heading
        </label>
        <textarea
          id={fieldId}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={[counterId, error ? errorId : null].filter(Boolean).join(' ')}
          className={`w-full resize-y rounded-lg border px-3 py-2 text-slate-900 outline-none focus:ring-2 focus:ring-brand-600 ${
            error ? 'border-red-500' : 'border-slate-300'
          }`}
          // The dialog opens because the admin asked to change this text.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          {...register('heading')}
        />
        <div className="mt-1 flex items-start justify-between gap-3">
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          ) : (
            <span />
          )}
          <span
            id={counterId}
            className={`shrink-0 text-xs ${heading.length > HEADING_MAX_LENGTH ? 'text-red-600' : 'text-slate-500'}`}
          >
            {heading.length}/{HEADING_MAX_LENGTH}
          </span>
        </div>
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canUpdate} aria-busy={isLoading}>
          {isLoading ? 'Updating...' : 'Update'}
        </Button>
      </div>
    </form>
  )
}
