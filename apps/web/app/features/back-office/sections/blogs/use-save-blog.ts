import {
  API_PATHS,
  fillPath,
  type AdminBlog,
  type BlogSavedResponse,
  type Translations,
} from '@gwp/contracts'
import { useState } from 'react'

import { useAppDispatch } from '#app/features/back-office/session/store'
import { blogsApi, useUpdateBlogMutation } from '#app/features/back-office/api/blogs'
import { translationsFormField } from '#app/features/back-office/lib/translation-values'
import { useUploadWithProgress } from '#app/features/back-office/lib/upload-with-progress'

/** Which call failed, so the form words it as the spec does (docs/requirements/blogs.md#errors). */
export type BlogSaveStep = 'create' | 'content' | 'image'

/** A failed step of a save, with what the server (or the network) said. */
export class BlogSaveError extends Error {
  readonly step: BlogSaveStep
  readonly failure: unknown
  constructor(step: BlogSaveStep, failure: unknown) {
    super(`blog ${step} failed`)
    this.name = 'BlogSaveError'
    this.step = step
    this.failure = failure
  }
}

export interface BlogTexts {
  title: string
  content: string
}

/** What an edit's JSON PATCH carries: the changed texts, and the languages to write (translations.ts). */
export type BlogChanges = Partial<BlogTexts> & { translations?: Translations<'blog'> }

/**
 * Add (POST /api/v1/blog/create, multipart with the picture) and edit a blog: the JSON PATCH with
 * only the texts that changed, then PATCH change-image when a new picture was chosen. `progress` is
 * the picture's upload, for the ImageUploadField's bar. Each failure is thrown as a BlogSaveError
 * naming its step; what succeeded before it stays saved, and `saved` says what the server now holds.
 */
export function useSaveBlog() {
  const dispatch = useAppDispatch()
  const upload = useUploadWithProgress()
  const [updateBlog] = useUpdateBlogMutation()
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<ReadonlyMap<File, number | null>>(() => new Map())

  const sendImage = async (url: string, method: 'POST' | 'PATCH', image: File, fields = {}) => {
    const formData = new FormData()
    for (const [name, value] of Object.entries(fields)) formData.append(name, String(value))
    formData.append('image', image)
    setProgress(new Map([[image, null]]))
    try {
      const result = await upload<BlogSavedResponse>({
        url,
        method,
        formData,
        onProgress: (percent) => setProgress(new Map([[image, percent]])),
      })
      if (!result.ok || result.body === null) throw result
      return result.body.data
    } finally {
      setProgress(new Map())
    }
  }

  const busy = async <T>(work: () => Promise<T>): Promise<T> => {
    setSaving(true)
    try {
      return await work()
    } finally {
      setSaving(false)
      dispatch(blogsApi.util.invalidateTags(['Blog']))
    }
  }

  /** A new post; the author is the signed-in admin (the server decides; `author` is the spec's field). */
  const create = (
    texts: BlogTexts,
    image: File,
    authorId: string | undefined,
    translations?: Translations<'blog'>,
  ) =>
    busy(async () => {
      try {
        return await sendImage(API_PATHS.blog.create, 'POST', image, {
          ...texts,
          ...translationsFormField(translations),
          ...(authorId ? { author: authorId } : {}),
        })
      } catch (error) {
        throw new BlogSaveError('create', error)
      }
    })

  /** The changed texts, then the new picture; `onSaved` hears each step that succeeded. */
  const edit = (
    blog: AdminBlog,
    changes: BlogChanges,
    image: File | undefined,
    onSaved: (saved: AdminBlog) => void,
  ) =>
    busy(async () => {
      if (Object.keys(changes).length > 0) {
        try {
          onSaved((await updateBlog({ id: blog._id, ...changes }).unwrap()).data)
        } catch (error) {
          throw new BlogSaveError('content', error)
        }
      }
      if (image) {
        try {
          onSaved(await sendImage(fillPath(API_PATHS.blog.changeImage, { id: blog._id }), 'PATCH', image))
        } catch (error) {
          throw new BlogSaveError('image', error)
        }
      }
    })

  return { create, edit, saving, progress }
}
