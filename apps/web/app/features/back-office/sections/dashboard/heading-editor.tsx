import {
  HEADING_MAX_LENGTH,
  HEADING_MESSAGES,
  HEADING_TOAST_AUTO_CLOSE_MS,
  HeadingBodySchema,
  type HeadingBody,
} from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'

import { toast } from '#app/components/toast'
import { FormActions } from '#app/components/ui/form-actions'
import { Modal } from '#app/components/ui/modal'
import { TextAreaField } from '#app/components/ui/text-area-field'
import { useUpdateHeadingMutation } from '#app/features/back-office/api/heading'
import { applyApiErrors } from '#app/lib/api-error'

interface HeadingEditorProps {
  open: boolean
  /** The heading as stored now; Update needs a different text. */
  current: string
  onClose: () => void
}

/** The superAdmin's heading editor (docs/requirements/back-office.md#alert-heading, #calls). */
export function HeadingEditor({ open, current, onClose }: HeadingEditorProps) {
  return (
    <Modal open={open} title="Update Heading" onClose={onClose} closeOnBackdrop={false}>
      {/* Mounted only while open, so every opening starts from the stored heading. */}
      <HeadingForm current={current} onDone={onClose} />
    </Modal>
  )
}

function HeadingForm({ current, onDone }: { current: string; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    control,
    setError,
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
    } catch (error) {
      // A reason the server gives for the text goes under the field; the toast keeps the spec's words.
      applyApiErrors(setError, error, ['heading'])
      toast.update(toastId, { ...done, render: HEADING_MESSAGES.updateFailed, type: 'error' })
      return
    }
    toast.update(toastId, { ...done, render: HEADING_MESSAGES.updated, type: 'success' })
    onDone()
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextAreaField
        label="Heading"
        rows={4}
        error={errors.heading?.message}
        counter={{ length: heading.length, limit: HEADING_MAX_LENGTH }}
        // The dialog opens because the admin asked to change this text.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        {...register('heading')}
      />
      <FormActions
        submitLabel="Update"
        busyLabel="Updating..."
        busy={isLoading}
        disabled={!canUpdate}
        onCancel={onDone}
      />
    </form>
  )
}
