import { imageHref, type Translations, type UploadImageKind } from '@gwp/contracts'
import { useState, type ReactNode, type RefObject } from 'react'
import {
  Controller,
  FormProvider,
  useFormContext,
  useWatch,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'

import { toast } from '#app/components/toast'
import { FormActions } from '#app/components/ui/form-actions'
import { FormField } from '#app/components/ui/form-field'
import { ImageUploadField } from '#app/components/ui/image-upload-field'
import { TextAreaField } from '#app/components/ui/text-area-field'
import { FormFailure } from '#app/components/ui/form-failure'
import { LengthCounter } from '#app/components/ui/length-counter'
import {
  TranslationTabs,
  useLanguageTab,
  type LanguageTab,
} from '#app/features/back-office/lib/translation-tabs'
import { translationsToSend } from '#app/features/back-office/lib/translation-values'
import { reportSaveFailure } from './save-failure'

/** The fields a category and a sub-category form share; a form may hold more (the parent's id). */
export interface NameDescriptionImageValues {
  name: string
  description: string
  image: File[]
}

/** A category or sub-category as stored: what the edit form starts from and compares with. */
interface StoredRecord {
  name: string
  description: string
  image: string
  translations?: Translations<'category'> | undefined
}

interface NameDescriptionImageFormProps<TValues extends NameDescriptionImageValues, TOutput> {
  /** Whose translatable fields the Urdu and Arabic tabs show (the same two for both kinds). */
  kind: 'category' | 'subCategory'
  form: UseFormReturn<TValues, unknown, TOutput>
  /** Sends the checked values; throws what the server refused. */
  save: (values: TOutput) => Promise<unknown>
  /** The fields the server's per-field reasons may land on. */
  fields: readonly Path<TValues>[]
  /** The spec's words for this record (docs/requirements/categories.md#errors). */
  messages: { created: string; updated: string; updateFailed: string; noChanges: string }
  /** The record being edited, null on add: its picture shows while kept, and Update waits for a change. */
  stored: StoredRecord | null
  /** The stored picture stays (an edit that has not removed it). */
  keepStored: boolean
  onRemoveStored: () => void
  limits: { name: number; description: number }
  descriptionRows: number
  imageKind: UploadImageKind
  /** The name input, for the dialog to focus when it opens. */
  nameRef: RefObject<HTMLInputElement | null>
  saving: boolean
  progress: ReadonlyMap<File, number | null>
  onCancel: () => void
  onSaved: () => void
  /** Anything the form holds before the shared fields (a hidden parent id). */
  children?: ReactNode
}

/**
 * The category and the sub-category add/edit form (docs/requirements/categories.md#rules): name, description
 * and picture with their counters under English, their Urdu and Arabic under the other language tabs, the
 * reason a save failed, and Add or Update. Each caller brings its own react-hook-form form (its schema,
 * `translations` among its values) and its save.
 */
export function NameDescriptionImageForm<TValues extends NameDescriptionImageValues, TOutput>({
  kind,
  form,
  save,
  fields,
  messages,
  stored,
  onSaved,
  children,
  ...shown
}: NameDescriptionImageFormProps<TValues, TOutput>) {
  const editing = stored !== null
  const [failure, setFailure] = useState<string | null>(null)
  const tab = useLanguageTab()

  const onSubmit = async (values: TOutput) => {
    setFailure(null)
    try {
      await save(values)
    } catch (error) {
      // A reason the server gives for one field goes under it; the toast says what went wrong.
      const { text, inDialog } = reportSaveFailure(
        form.setError,
        error,
        fields,
        editing ? messages.updateFailed : null,
      )
      setFailure(inDialog)
      toast.error(text)
      return
    }
    toast.success(editing ? messages.updated : messages.created)
    onSaved()
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, tab.showInvalid)} noValidate className="space-y-4">
        {children}
        <SharedFields
          {...shown}
          kind={kind}
          tab={tab}
          stored={stored}
          failure={failure}
          noChanges={messages.noChanges}
        />
      </form>
    </FormProvider>
  )
}

type SharedFieldsProps = Pick<
  NameDescriptionImageFormProps<NameDescriptionImageValues, unknown>,
  | 'stored'
  | 'keepStored'
  | 'onRemoveStored'
  | 'limits'
  | 'descriptionRows'
  | 'imageKind'
  | 'nameRef'
  | 'saving'
  | 'progress'
  | 'onCancel'
> & { kind: 'category' | 'subCategory'; tab: LanguageTab; failure: string | null; noChanges: string }

function SharedFields({
  kind,
  tab,
  stored,
  keepStored,
  onRemoveStored,
  limits,
  descriptionRows,
  imageKind,
  nameRef,
  saving,
  progress,
  onCancel,
  failure,
  noChanges,
}: SharedFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<NameDescriptionImageValues & { translations: Translations<'category'> }>()
  const [name = '', description = '', image = [], translations] = useWatch({
    control,
    name: ['name', 'description', 'image', 'translations'],
  })
  const nameField = register('name')
  const editing = stored !== null

  // "Something must have changed" (docs/requirements/categories.md#category-rules): a text, or the picture.
  const changed =
    !editing ||
    name.trim() !== stored.name ||
    description.trim() !== stored.description ||
    image.length > 0 ||
    !keepStored ||
    translationsToSend(kind, translations, stored.translations) !== undefined

  return (
    <>
      <TranslationTabs kind={kind} tab={tab} disabled={saving}>
        <FormField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          hint={<LengthCounter length={name.length} limit={limits.name} />}
          disabled={saving}
          {...nameField}
          ref={(element) => {
            nameField.ref(element)
            nameRef.current = element
          }}
        />
        <TextAreaField
          label="Description"
          rows={descriptionRows}
          error={errors.description?.message}
          counter={{ length: description.length, limit: limits.description }}
          disabled={saving}
          {...register('description')}
        />
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ImageUploadField
              label="Image"
              rules={imageKind}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              existing={
                stored && keepStored
                  ? [
                      {
                        key: stored.image,
                        url: imageHref(stored.image),
                        alt: `${stored.name} (current image)`,
                      },
                    ]
                  : []
              }
              onRemoveExisting={onRemoveStored}
              progress={progress}
              error={errors.image?.message}
              disabled={saving}
            />
          )}
        />
      </TranslationTabs>
      <FormFailure message={failure} />
      <FormActions
        submitLabel={editing ? 'Update' : 'Add'}
        busyLabel={editing ? 'Updating...' : 'Adding...'}
        busy={saving}
        disabled={!changed}
        disabledReason={noChanges}
        onCancel={onCancel}
      />
    </>
  )
}
