import {
  CATEGORY_LIMITS,
  CATEGORY_MESSAGES,
  CategoryCreateFieldsSchema,
  IMAGE_KINDS,
  type Category,
} from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useRef, useState, type RefObject } from 'react'
import { useForm, type Path, type Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { Modal } from '#app/components/ui/modal'
import {
  translationInputs,
  translationPaths,
  translationsToSend,
  type WithTranslationInputs,
} from '#app/features/back-office/lib/translation-values'
import { imagesRule } from './image-rules'
import { NameDescriptionImageForm } from './name-description-image-form'
import { useSaveCategory } from './use-save-category'

/** The texts by contracts' rules and messages, plus the picture: required unless the stored one stays. */
const categoryFormSchema = (imageRequired: boolean) =>
  CategoryCreateFieldsSchema.extend({ image: imagesRule(imageRequired, CATEGORY_MESSAGES.imageRequired) })

type CategoryFormValues = WithTranslationInputs<z.input<ReturnType<typeof categoryFormSchema>>, 'category'>
type CategoryFormOutput = z.output<ReturnType<typeof categoryFormSchema>>

const FIELDS: ReadonlyArray<Path<CategoryFormValues>> = [
  'name',
  'description',
  'image',
  ...translationPaths('category'),
] as const

interface CategoryFormModalProps {
  open: boolean
  /** The category to edit; null adds one. */
  category: Category | null
  onClose: () => void
}

/** Add and edit category (docs/requirements/categories.md#category-rules, #errors). */
export function CategoryFormModal({ open, category, onClose }: CategoryFormModalProps) {
  // The admin opened the dialog to write: the name field takes focus.
  const nameRef = useRef<HTMLInputElement>(null)
  const saver = useSaveCategory()
  // An upload under way finishes in the open dialog, so its outcome is seen where it was started.
  const close = () => {
    if (!saver.saving) onClose()
  }
  return (
    <Modal
      open={open}
      title={category ? 'Edit Category' : 'Add Category'}
      onClose={close}
      initialFocusRef={nameRef}
      closeOnBackdrop={false}
    >
      {/* Mounted only while open, so each opening starts from the stored category (or empty). */}
      <CategoryForm category={category} saver={saver} nameRef={nameRef} onCancel={close} onSaved={onClose} />
    </Modal>
  )
}

interface CategoryFormProps {
  category: Category | null
  saver: ReturnType<typeof useSaveCategory>
  nameRef: RefObject<HTMLInputElement | null>
  onCancel: () => void
  onSaved: () => void
}

function CategoryForm({ category, saver, nameRef, onCancel, onSaved }: CategoryFormProps) {
  const editing = category !== null
  // On edit the stored picture shows until it is removed; then a new one is required.
  const [keepStored, setKeepStored] = useState(editing)
  const resolver = useMemo(
    () =>
      zodResolver(categoryFormSchema(!keepStored)) as unknown as Resolver<
        CategoryFormValues,
        unknown,
        CategoryFormOutput
      >,
    [keepStored],
  )
  const form = useForm<CategoryFormValues, unknown, CategoryFormOutput>({
    mode: 'onChange',
    resolver,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      image: [],
      translations: translationInputs('category', category?.translations),
    },
  })
  const { save, saving, progress } = saver

  return (
    <NameDescriptionImageForm
      kind="category"
      form={form}
      save={(values) =>
        save(
          {
            name: values.name,
            description: values.description,
            image: values.image[0],
            translations: translationsToSend('category', values.translations, category?.translations),
          },
          category?._id,
        )
      }
      fields={FIELDS}
      messages={CATEGORY_MESSAGES}
      stored={category}
      keepStored={keepStored}
      onRemoveStored={() => setKeepStored(false)}
      limits={CATEGORY_LIMITS}
      descriptionRows={3}
      imageKind={IMAGE_KINDS.category}
      nameRef={nameRef}
      saving={saving}
      progress={progress}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  )
}
