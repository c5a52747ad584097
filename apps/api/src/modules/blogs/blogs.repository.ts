import { BLOG_FALLBACK_AUTHOR, type Blog } from '@gwp/contracts'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/database.js'

/** Which rows a read may return: anonymous callers get active blogs only (decision 7). */
export interface Visibility {
  includeInactive: boolean
}

const BLOG_COLUMNS = [
  'blogs.id',
  'blogs.title',
  'blogs.content',
  'blogs.image',
  'blogs.isActive',
  'blogs.createdAt',
  'blogs.updatedAt',
] as const

type BlogRow = Pick<
  Database['blogs'],
  'id' | 'title' | 'content' | 'image' | 'isActive' | 'createdAt' | 'updatedAt'
> & { authorFullName: string | null; authorUsername: string | null }

/**
 * The author is an admin account (blogs.author_id). Its full name is what a reader is shown; an admin
 * deleted since (author_id set to null) leaves the post signed by the company.
 */
function toBlog(row: BlogRow): Blog {
  const name = row.authorFullName?.trim() || row.authorUsername || BLOG_FALLBACK_AUTHOR
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    image: row.image,
    author: { name },
    isActive: Number(row.isActive) === 1,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function createBlogsRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('blogs')
      .leftJoin('admins', 'admins.id', 'blogs.authorId')
      .select([...BLOG_COLUMNS, 'admins.fullName as authorFullName', 'admins.username as authorUsername'])

  return {
    /**
     * Newest first, read in order from blogs_active_created_idx when only active ones are wanted; the
     * id (UUID v7, time-ordered) breaks ties so the order, and the ETag, are stable.
     */
    async list({ includeInactive }: Visibility): Promise<Blog[]> {
      let query = base()
      if (!includeInactive) query = query.where('blogs.isActive', '=', 1)
      const rows = await query.orderBy('blogs.createdAt', 'desc').orderBy('blogs.id', 'desc').execute()
      return rows.map(toBlog)
    },

    async find(id: string, { includeInactive }: Visibility): Promise<Blog | null> {
      let query = base().where('blogs.id', '=', id)
      if (!includeInactive) query = query.where('blogs.isActive', '=', 1)
      const row = await query.executeTakeFirst()
      return row ? toBlog(row) : null
    },
  }
}

export type BlogsRepository = ReturnType<typeof createBlogsRepository>
