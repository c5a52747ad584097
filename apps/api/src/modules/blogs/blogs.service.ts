import {
  BLOG_FORM_MESSAGES,
  BLOG_MESSAGES,
  paginationOf,
  type AdminBlog,
  type Blog,
  type ListPage,
  type Pagination,
  type Translations,
} from '@gwp/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Updateable } from 'kysely'

import { bumpContentVersion } from '../../db/content-versions.js'
import type { BlogsTable, Database } from '../../db/database.js'
import {
  ADMIN_VIEW,
  mergeTranslations,
  presentRecord,
  type ReadView,
} from '../../lib/content-translations.js'
import { invalidField, notFound, badRequest } from '../../lib/errors.js'
import { newId } from '../../lib/ids.js'
import { nowIso } from '../../lib/time.js'
import { removeImagesAfterCommit, withStoredImages } from '../../storage/images.js'
import type { Storage } from '../../storage/storage.js'
import { IMAGE_RULES } from '../../storage/image-rules.js'
import type { BlogsRepository, Visibility } from './blogs.repository.js'

export interface BlogsServiceDeps {
  db: Kysely<Database>
  blogs: BlogsRepository
  storage: Storage
  log: FastifyBaseLogger
}

export interface NewBlog {
  title: string
  content: string
  /** The uploaded file, or undefined when the form carried none. */
  image: Buffer | undefined
  /** The signed-in admin: the author, whatever the form said. */
  authorId: string
  translations?: Translations<'blog'> | undefined
}

export interface BlogChanges {
  title?: string | undefined
  content?: string | undefined
  isActive?: boolean | undefined
  /** Each language named replaces that language's translations; the others stay. */
  translations?: Translations<'blog'> | undefined
}

/** A blog as `view` answers it: in a language, or English with an admin's translations. */
const present = <B extends Blog>(blog: B, view: ReadView): B =>
  presentRecord('blog', blog, blog.translations ?? {}, view)
const storedText = (blog: Blog) => JSON.stringify(blog.translations ?? {})

/** An empty file part is what a form sends when no file was chosen. */
const fileOrNothing = (image: Buffer | undefined) => (image && image.length > 0 ? image : undefined)

/**
 * Blogs (docs/requirements/blogs.md#calls). Inactive blogs are for signed-in admins only
 * (docs/requirements/api.md#live-content-only). Every write raises the 'blogs' content version after the row
 * changed, in the same transaction, so /blogs and /blogs/:id never serve a stale post. Images are stored
 * before the transaction and removed again if it fails; replaced or deleted ones after the commit
 * (docs/security.md#s14).
 */
export function createBlogsService({ db, blogs, storage, log }: BlogsServiceDeps) {
  /** The blog as stored, its translations included (the writes' answers go through `present`). */
  const requireBlog = async (id: string, trx: Kysely<Database> = db): Promise<AdminBlog> => {
    const blog = await blogs.findForAdmin(id, trx)
    if (!blog) throw notFound(BLOG_MESSAGES.notFound)
    return blog
  }

  /** Writes `values`, raises the version and answers the blog as it now is, all in one transaction. */
  const write = (id: string, values: Updateable<BlogsTable>) =>
    db.transaction().execute(async (trx) => {
      // Read again inside the transaction: another request may have deleted it meanwhile.
      const row = await requireBlog(id, trx)
      await blogs.update(id, { ...values, updatedAt: nowIso() }, trx)
      await bumpContentVersion(trx, 'blogs')
      return { before: row, after: present(await requireBlog(id, trx), ADMIN_VIEW) }
    })

  return {
    /** The blog list page: active blogs whoever asks, like the other public lists. */
    async listActive(view: ReadView): Promise<Blog[]> {
      return (await blogs.list({ includeInactive: false })).map((blog) => present(blog, view))
    },

    /** Missing and hidden answer alike, so a visitor cannot tell an inactive blog exists. */
    async get(id: string, visibility: Visibility, view: ReadView): Promise<Blog> {
      const blog = await blogs.find(id, visibility)
      if (!blog) throw notFound(BLOG_MESSAGES.notFound)
      return present(blog, view)
    },

    /** The spec's GET /api/v1/blog: every blog, inactive included, with its translations. */
    async listAll(): Promise<AdminBlog[]> {
      return (await blogs.listAll()).map((blog) => present(blog, ADMIN_VIEW))
    },

    /** The back office's table: one page, searched by title, filtered by status. */
    async listPage(page: ListPage): Promise<{ data: AdminBlog[]; pagination: Pagination }> {
      const { rows, total } = await blogs.listPage(page)
      return { data: rows.map((blog) => present(blog, ADMIN_VIEW)), pagination: paginationOf(page, total) }
    },

    async create({ title, content, image, authorId, translations }: NewBlog): Promise<AdminBlog> {
      const file = fileOrNothing(image)
      if (!file) throw invalidField('image', BLOG_FORM_MESSAGES.imageRequired)
      return withStoredImages(storage, [file], 'blogs', IMAGE_RULES.blog, async ([stored]) =>
        db.transaction().execute(async (trx) => {
          const id = newId()
          const now = nowIso()
          await blogs.create(
            {
              id,
              title,
              content,
              image: stored!.path,
              authorId,
              isActive: 1,
              createdAt: now,
              updatedAt: now,
              translations: mergeTranslations('blog', '{}', translations) ?? '{}',
            },
            trx,
          )
          await bumpContentVersion(trx, 'blogs')
          return present(await requireBlog(id, trx), ADMIN_VIEW)
        }),
      )
    },

    /**
     * Only what differs from the stored blog is written. An edit that changes nothing is refused, as
     * the edit modal refuses it; setting the status it already has is simply done (the list shows it).
     */
    async update(id: string, changes: BlogChanges): Promise<AdminBlog> {
      const current = await requireBlog(id)
      const values: Updateable<BlogsTable> = {}
      if (changes.title !== undefined && changes.title !== current.title) values.title = changes.title
      if (changes.content !== undefined && changes.content !== current.content)
        values.content = changes.content
      if (changes.isActive !== undefined && changes.isActive !== current.isActive) {
        values.isActive = changes.isActive ? 1 : 0
      }
      const translations = mergeTranslations('blog', storedText(current), changes.translations)
      if (translations !== null) values.translations = translations
      if (Object.keys(values).length === 0) {
        if (changes.isActive !== undefined) return present(current, ADMIN_VIEW)
        throw badRequest(BLOG_FORM_MESSAGES.noChanges)
      }
      return (await write(id, values)).after
    },

    /** PATCH change-image: the new picture replaces the old, whose files go after the commit. */
    async changeImage(id: string, image: Buffer | undefined): Promise<AdminBlog> {
      const file = fileOrNothing(image)
      if (!file) throw invalidField('image', BLOG_FORM_MESSAGES.imageRequired)
      await requireBlog(id)
      const { before, after } = await withStoredImages(
        storage,
        [file],
        'blogs',
        IMAGE_RULES.blog,
        ([stored]) => write(id, { image: stored!.path }),
      )
      await removeImagesAfterCommit(storage, [before.image], log)
      return after
    },

    /** The row goes first and its files after the commit: a failed delete leaves the blog whole. */
    async delete(id: string): Promise<void> {
      const image = await db.transaction().execute(async (trx) => {
        const blog = await requireBlog(id, trx)
        if (!(await blogs.delete(id, trx))) throw notFound(BLOG_MESSAGES.notFound)
        await bumpContentVersion(trx, 'blogs')
        return blog.image
      })
      await removeImagesAfterCommit(storage, [image], log)
    },
  }
}

export type BlogsService = ReturnType<typeof createBlogsService>
