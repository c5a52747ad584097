import {
  BLOG_FORM_MESSAGES,
  IMAGE_KINDS,
  BLOG_LIMITS,
  BlogContentSchema,
  BlogTitleSchema,
  BlogTranslationsSchema,
  imageHref,
  type AdminBlog,
} from '@gwp/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useRef, useState } from 'react'
import { Controller, FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'
import { z } from 'zod'

import { toast } from '#app/components/toast'
import { FormActions } from '#app/components/ui/form-actions'
import { FormFailure } from '#app/components/ui/form-failure'
import { FormField } from '#app/components/ui/form-field'
import { ImageUploadField } from '#app/components/ui/image-upload-field'
import { LengthCounter } from '#app/components/ui/length-counter'
import { Modal } from '#app/components/ui/modal'
import { TextAreaField } from '#app/components/ui/text-area-field'
import { TranslationTabs, useLanguageTab } from '#app/features/back-office/lib/translation-tabs'
import {
  translationInputs,
  translationPaths,
  translationsToSend,
  type WithTranslationInputs,
} from '#app/features/back-office/lib/translation-values'
import { useAppSelector } from '#app/features/back-office/session/store'
import { applyApiErrors, getApiError } from '#app/lib/api-error'
import { toastBlogFailure } from './blog-feedback'
import { BlogSaveError, useSaveBlog, type BlogChanges, type BlogTexts } from './use-save-blog'

/** The chosen files, as the image field hands them to the form; the field has checked each one. */
const chosenFiles = z.array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File))

/**
 * Title and content by contracts' rules and messages, their Urdu and Arabic by the same rules; a
 * picture unless the stored one stays.
 */
const blogFormSchema = (imageRequired: boolean) =>
  z.object({
    title: BlogTitleSchema,
    content: BlogContentSchema,
    image: imageRequired ? chosenFiles.min(1, BLOG_FORM_MESSAGES.imageRequired) : chosenFiles,
    translations: BlogTranslationsSchema.optional(),
  })
type BlogFormValues = WithTranslationInputs<z.input<ReturnType<typeof blogFormSchema>>, 'blog'>
type BlogFormOutput = z.output<ReturnType<typeof blogFormSchema>>

/** How the public page shows what is typed here (plain text paragraphs), and what it may hold. */
const CONTENT_HINT = `Plain text: a blank line starts a new paragraph. Letters, digits and . , ? ! ' " ( ) only.`

interface BlogFormModalProps {
  open: boolean
  /** The blog to edit; null writes a new one. */
  blog: AdminBlog | null
  onClose: () => void
}

/** Add and edit blog (docs/requirements/blogs.md#rules, #errors). */
export function BlogFormModal({ open, blog, onClose }: BlogFormModalProps) {
  const titleRef = useRef<HTMLInputElement>(null)
  const saver = useSaveBlog()
  // An upload under way finishes in the open dialog, so its outcome is seen where it was started.
  const close = () => {
    if (!saver.saving) onClose()
  }
  return (
    <Modal
      open={open}
      title={blog ? 'Edit Blog' : 'Add Blog'}
      onClose={close}
      initialFocusRef={titleRef}
      closeOnBackdrop={false}
      size="lg"
    >
      {/* Mounted only while open, so each opening starts from the stored blog (or empty). */}
      {open && (
        <BlogForm
          key={blog?._id ?? 'new'}
          blog={blog}
          saver={saver}
          titleRef={titleRef}
          onCancel={close}
          onSaved={onClose}
        />
      )}
    </Modal>
  )
}

interface BlogFormProps {
  blog: AdminBlog | null
  saver: ReturnType<typeof useSaveBlog>
  titleRef: React.RefObject<HTMLInputElement | null>
  onCancel: () => void
  onSaved: () => void
}

function BlogForm({ blog, saver, titleRef, onCancel, onSaved }: BlogFormProps) {
  // What the server holds: the blog as opened, then as each successful step of an edit left it, so
  // a retry after a failed picture upload sends the picture alone.
  const [stored, setStored] = useState(blog)
  const [keepStored, setKeepStored] = useState(blog !== null)
  const [failure, setFailure] = useState<string | null>(null)
  const authorId = useAppSelector((state) => state.session.user?._id)
  const resolver = useMemo(
    () =>
      zodResolver(blogFormSchema(!keepStored)) as unknown as Resolver<
        BlogFormValues,
        unknown,
        BlogFormOutput
      >,
    [keepStored],
  )
  const form = useForm<BlogFormValues, unknown, BlogFormOutput>({
    mode: 'onChange',
    resolver,
    defaultValues: {
      title: blog?.title ?? '',
      content: blog?.content ?? '',
      image: [],
      translations: translationInputs('blog', blog?.translations),
    },
  })
  const tab = useLanguageTab()
  const {
    register,
    control,
    formState: { errors },
  } = form
  const [title = '', content = '', image = [], translations] = useWatch({
    control,
    name: ['title', 'content', 'image', 'translations'],
  })

  /** The texts and languages that differ from the stored blog, as the server will read them (trimmed). */
  const changedTexts = (values: BlogTexts, written: BlogFormOutput['translations']): BlogChanges => {
    const changes: BlogChanges = {}
    if (!stored || values.title !== stored.title) changes.title = values.title
    if (!stored || values.content !== stored.content) changes.content = values.content
    const languages = translationsToSend('blog', written, stored?.translations)
    if (languages) changes.translations = languages
    return changes
  }
  // "At least one change" (docs/requirements/blogs.md#rules), judged on the trimmed texts the schema would
  // send.
  const changed =
    !stored ||
    title.trim() !== stored.title ||
    content.replace(/\r\n?/g, '\n').trim() !== stored.content ||
    image.length > 0 ||
    !keepStored ||
    translationsToSend('blog', translations, stored.translations) !== undefined

  const onSubmit = async ({ title, content, image, translations }: BlogFormOutput) => {
    setFailure(null)
    const changes = changedTexts({ title, content }, translations)
    try {
      if (stored) await saver.edit(stored, changes, image[0], setStored)
      else await saver.create({ title, content }, image[0]!, authorId, changes.translations)
    } catch (error) {
      setFailure(reportFailure(error))
      return
    }
    toast.success(stored ? BLOG_FORM_MESSAGES.updated : BLOG_FORM_MESSAGES.created)
    onSaved()
  }

  /** The server's reasons under their fields; the toast and the dialog say what went wrong. */
  const reportFailure = (error: unknown): string => {
    const { step, failure: cause } =
      error instanceof BlogSaveError ? error : { step: 'create' as const, failure: error }
    applyApiErrors(form.setError, cause, ['title', 'content', 'image', ...translationPaths('blog')])
    if (step === 'content') return toastBlogFailure(BLOG_FORM_MESSAGES.updateFailed, cause)
    if (step === 'image') return toastBlogFailure(BLOG_FORM_MESSAGES.imageFailed, cause)
    // No session any more (expired, signed out elsewhere): the spec's words for the add form.
    const { status, message } = getApiError(cause)
    const text = status === 401 ? BLOG_FORM_MESSAGES.loginRequired : message
    toast.error(text)
    return text
  }

  const titleField = register('title')
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, tab.showInvalid)} noValidate className="space-y-4">
        <TranslationTabs kind="blog" tab={tab} disabled={saver.saving}>
          <FormField
            label="Title"
            autoComplete="off"
            error={errors.title?.message}
            hint={<LengthCounter length={title.length} limit={BLOG_LIMITS.title} />}
            disabled={saver.saving}
            {...titleField}
            ref={(element) => {
              titleField.ref(element)
              titleRef.current = element
            }}
          />
          <TextAreaField
            label="Content"
            rows={10}
            hint={CONTENT_HINT}
            error={errors.content?.message}
            counter={{ length: content.length, limit: BLOG_LIMITS.contentMax }}
            disabled={saver.saving}
            {...register('content')}
          />
          <Controller
            control={control}
            name="image"
            render={({ field }) => (
              <ImageUploadField
                label="Image"
                rules={IMAGE_KINDS.blog}
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
                          alt: `${stored.title} (current image)`,
                        },
                      ]
                    : []
                }
                onRemoveExisting={() => setKeepStored(false)}
                progress={saver.progress}
                error={errors.image?.message}
                disabled={saver.saving}
              />
            )}
          />
        </TranslationTabs>
        <FormFailure message={failure} />
        <FormActions
          submitLabel={stored ? 'Update' : 'Add'}
          busyLabel={stored ? 'Updating...' : 'Adding...'}
          busy={saver.saving}
          disabled={!changed}
          disabledReason={BLOG_FORM_MESSAGES.noChanges}
          onCancel={onCancel}
        />
      </form>
    </FormProvider>
  )
}
