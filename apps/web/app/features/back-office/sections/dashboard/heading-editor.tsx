import {
  HEADING_MAX_LENGTH,
  HEADING_MESSAGES,
  HEADING_TOAST_AUTO_CLOSE_MS,
  HeadingBodySchema,
  type HeadingBody,
  type Translations,
} from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'

import { toast } from '#app/components/toast'
import { FormActions } from '#app/components/ui/form-actions'
import { Modal } from '#app/components/ui/modal'
import { TextAreaField } from '#app/components/ui/text-area-field'
import { useUpdateHeadingMutation } from '#app/features/back-office/api/heading'
import { TranslationTabs, useLanguageTab } from '#app/features/back-office/lib/translation-tabs'
import {
  translationInputs,
  translationPaths,
  translationsToSend,
  type WithTranslationInputs,
} from '#app/features/back-office/lib/translation-values'
import { applyApiErrors } from '#app/lib/api-error'

interface HeadingEditorProps {
  open: boolean
  /** The heading as stored now; Update needs a different text. */
  current: string
  /** Its stored Urdu and Arabic, which the other language tabs start from. */
  translations?: Translations<'heading'> | undefined
  onClose: () => void
}

/** The superAdmin's heading editor (docs/requirements/back-office.md#alert-heading, #calls). */
export function HeadingEditor({ open, current, translations, onClose }: HeadingEditorProps) {
  return (
    <Modal open={open} title="Update Heading" onClose={onClose} closeOnBackdrop={false}>
      {/* Mounted only while open, so every opening starts from the stored heading. */}
      <HeadingForm current={current} translations={translations} onDone={onClose} />
    </Modal>
  )
}

type HeadingFormValues = WithTranslationInputs<HeadingBody, 'heading'>

const resolver = zodResolver(HeadingBodySchema) as unknown as Resolver<
  HeadingFormValues,
  unknown,
  HeadingBody
>

interface HeadingFormProps {
  current: string
  translations: Translations<'heading'> | undefined
  onDone: () => void
}

function HeadingForm({ current, translations: stored, onDone }: HeadingFormProps) {
  const form = useForm<HeadingFormValues, unknown, HeadingBody>({
    mode: 'onChange',
    resolver,
    defaultValues: { heading: current, translations: translationInputs('heading', stored) },
  })
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = form
  const [heading = '', translations] = useWatch({ control, name: ['heading', 'translations'] })
  const [updateHeading, { isLoading }] = useUpdateHeadingMutation()
  const tab = useLanguageTab()

  // The spec's four conditions (changed, non-empty, within the limit, no special character) are the
  // schema plus "changed", where a changed translation counts; the same schema guards the API.
  const canUpdate =
    (heading.trim() !== current || translationsToSend('heading', translations, stored) !== undefined) &&
    HeadingBodySchema.safeParse({ heading, translations }).success &&
    !isLoading

  const onSubmit = async (values: HeadingBody) => {
    const toastId = toast.loading(HEADING_MESSAGES.updating)
    const done = { isLoading: false, autoClose: HEADING_TOAST_AUTO_CLOSE_MS, closeOnClick: true }
    const changes = translationsToSend('heading', values.translations, stored)
    try {
      await updateHeading({ heading: values.heading, ...(changes ? { translations: changes } : {}) }).unwrap()
    } catch (error) {
      // A reason the server gives for a text goes under its field; the toast keeps the spec's words.
      applyApiErrors(setError, error, ['heading', ...translationPaths('heading')])
      toast.update(toastId, { ...done, render: HEADING_MESSAGES.updateFailed, type: 'error' })
      return
    }
    toast.update(toastId, { ...done, render: HEADING_MESSAGES.updated, type: 'success' })
    onDone()
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onSubmit, tab.showInvalid)} noValidate>
        <TranslationTabs kind="heading" tab={tab} disabled={isLoading}>
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
        </TranslationTabs>
        <FormActions
          submitLabel="Update"
          busyLabel="Updating..."
          busy={isLoading}
          disabled={!canUpdate}
          onCancel={onDone}
        />
      </form>
    </FormProvider>
  )
}
