import {
  SUB_CATEGORY_LIMITS,
  SUB_CATEGORY_MESSAGES,
  IMAGE_KINDS,
  SubCategoryCreateFieldsSchema,
  type Category,
  type SubCategory,
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
import { useSaveSubCategory } from './use-save-sub-category'

/**
 * Name, description and parent by contracts' rules, plus the picture: required unless the stored one
 * stays.
 */
const subCategoryFormSchema = (imageRequired: boolean) =>
  SubCategoryCreateFieldsSchema.extend({
    image: imagesRule(imageRequired, SUB_CATEGORY_MESSAGES.imageRequired),
  })

type SubCategoryFormValues = WithTranslationInputs<
  z.input<ReturnType<typeof subCategoryFormSchema>>,
  'subCategory'
>
type SubCategoryFormOutput = z.output<ReturnType<typeof subCategoryFormSchema>>

const FIELDS: ReadonlyArray<Path<SubCategoryFormValues>> = [
  'name',
  'description',
  'category',
  'image',
  ...translationPaths('subCategory'),
] as const

interface SubCategoryFormModalProps {
  open: boolean
  /** The expanded row's category: the new sub-category's parent. */
  category: Category
  /** The sub-category to edit; null adds one. */
  subCategory: SubCategory | null
  onClose: () => void
}

/** Add and edit sub-category (docs/requirements/categories.md#sub-category-rules, #states, #errors). */
export function SubCategoryFormModal({ open, category, subCategory, onClose }: SubCategoryFormModalProps) {
  // The admin opened the dialog to write: the name field takes focus.
  const nameRef = useRef<HTMLInputElement>(null)
  const saver = useSaveSubCategory()
  const close = () => {
    if (!saver.saving) onClose()
  }
  return (
    <Modal
      open={open}
      title={subCategory ? 'Edit Sub Category' : `Add Sub Category to ${category.name}`}
      onClose={close}
      initialFocusRef={nameRef}
      closeOnBackdrop={false}
    >
      <SubCategoryForm
        category={category}
        subCategory={subCategory}
        saver={saver}
        nameRef={nameRef}
        onCancel={close}
        onSaved={onClose}
      />
    </Modal>
  )
}

interface SubCategoryFormProps {
  category: Category
  subCategory: SubCategory | null
  saver: ReturnType<typeof useSaveSubCategory>
  nameRef: RefObject<HTMLInputElement | null>
  onCancel: () => void
  onSaved: () => void
}

function SubCategoryForm({ category, subCategory, saver, nameRef, onCancel, onSaved }: SubCategoryFormProps) {
  const editing = subCategory !== null
  const [keepStored, setKeepStored] = useState(editing)
  const resolver = useMemo(
    () =>
      zodResolver(subCategoryFormSchema(!keepStored)) as unknown as Resolver<
        SubCategoryFormValues,
        unknown,
        SubCategoryFormOutput
      >,
    [keepStored],
  )
  const form = useForm<SubCategoryFormValues, unknown, SubCategoryFormOutput>({
    mode: 'onChange',
    resolver,
    defaultValues: {
      name: subCategory?.name ?? '',
      description: subCategory?.description ?? '',
      category: category._id,
      image: [],
      translations: translationInputs('subCategory', subCategory?.translations),
    },
  })
  const { save, saving, progress } = saver
  const categoryError = form.formState.errors.category

  return (
    <NameDescriptionImageForm
      kind="subCategory"
      form={form}
      save={(values) =>
        save(
          {
            name: values.name,
            description: values.description,
            category: values.category,
            image: values.image[0],
            translations: translationsToSend('subCategory', values.translations, subCategory?.translations),
          },
          subCategory?._id,
        )
      }
      fields={FIELDS}
      messages={SUB_CATEGORY_MESSAGES}
      stored={subCategory}
      keepStored={keepStored}
      onRemoveStored={() => setKeepStored(false)}
      limits={SUB_CATEGORY_LIMITS}
      descriptionRows={4}
      imageKind={IMAGE_KINDS.subCategory}
      nameRef={nameRef}
      saving={saving}
      progress={progress}
      onCancel={onCancel}
      onSaved={onSaved}
    >
      <input type="hidden" {...form.register('category')} />
      {categoryError && (
        <p role="alert" className="text-sm text-red-600">
          {categoryError.message}
        </p>
      )}
    </NameDescriptionImageForm>
  )
}
