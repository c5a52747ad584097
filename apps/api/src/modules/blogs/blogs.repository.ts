import { BLOG_FALLBACK_AUTHOR, type AdminBlog, type Blog, type ListPage } from '@gwp/contracts'
import { sql, type Insertable, type Kysely, type RawBuilder, type SqlBool, type Updateable } from 'kysely'

import type { BlogsTable, Database } from '../../db/database.js'
import { toCount } from '../../db/dialect.js'
import { parseTranslations } from '../../lib/content-translations.js'
import { containsPattern } from '../../db/search.js'

/**
 * Which rows a read may return: anonymous callers get active blogs only
 * (docs/requirements/api.md#live-content-only).
 */
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
  'blogs.translations',
] as const

type BlogRow = Pick<
  Database['blogs'],
  'id' | 'title' | 'content' | 'image' | 'isActive' | 'createdAt' | 'updatedAt'
> & { translations: string; authorFullName: string | null; authorUsername: string | null }

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
    // Every stored language; the service decides what of it a read answers (content-translations.ts).
    translations: parseTranslations(row.translations),
  }
}

/**
 * The back office's shape: the author's full name too (docs/requirements/blogs.md#fields), the name when it
 * has none.
 */
function toAdminBlog(row: BlogRow): AdminBlog {
  const blog = toBlog(row)
  return {
    ...blog,
    author: { name: blog.author.name, fullName: row.authorFullName?.trim() || blog.author.name },
  }
}

/** `%text%` for LIKE, with LIKE's own wildcards (and the escape character) taken literally. */

export type BlogPageQuery = Pick<ListPage, 'limit' | 'offset' | 'search' | 'status'>

export function createBlogsRepository(db: Kysely<Database>) {
  const base = (trx: Kysely<Database> = db) =>
    trx
      .selectFrom('blogs')
      .leftJoin('admins', 'admins.id', 'blogs.authorId')
      .select([...BLOG_COLUMNS, 'admins.fullName as authorFullName', 'admins.username as authorUsername'])

  /** The back office's filters: the title contains `search` (any case), and the Status filter. */
  const filters = ({ search, status }: Pick<BlogPageQuery, 'search' | 'status'>) => {
    const conditions: Array<RawBuilder<SqlBool>> = []
    if (search !== null) {
      conditions.push(
        sql<SqlBool>`lower(${sql.ref('blogs.title')}) like ${containsPattern(search)} escape '\\'`,
      )
    }
    if (status !== 'all') {
      conditions.push(sql<SqlBool>`${sql.ref('blogs.isActive')} = ${status === 'active' ? 1 : 0}`)
    }
    return conditions
  }

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

    /** Every blog, inactive included, newest first: the spec's plain GET /api/v1/blog. */
    async listAll(): Promise<AdminBlog[]> {
      const rows = await base().orderBy('blogs.createdAt', 'desc').orderBy('blogs.id', 'desc').execute()
      return rows.map(toAdminBlog)
    },

    /** One page of the back office's table, newest first, and how many match in all. */
    async listPage(page: BlogPageQuery): Promise<{ rows: AdminBlog[]; total: number }> {
      let rowsQuery = base()
      let countQuery = db.selectFrom('blogs').select((eb) => eb.fn.countAll().as('count'))
      for (const condition of filters(page)) {
        rowsQuery = rowsQuery.where(condition)
        countQuery = countQuery.where(condition)
      }
      const [rows, count] = await Promise.all([
        rowsQuery
          .orderBy('blogs.createdAt', 'desc')
          .orderBy('blogs.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        countQuery.executeTakeFirstOrThrow(),
      ])
      return { rows: rows.map(toAdminBlog), total: toCount(count.count) }
    },

    async find(id: string, { includeInactive }: Visibility): Promise<Blog | null> {
      let query = base().where('blogs.id', '=', id)
      if (!includeInactive) query = query.where('blogs.isActive', '=', 1)
      const row = await query.executeTakeFirst()
      return row ? toBlog(row) : null
    },

    /** Any blog, active or not, as the back office shows it. */
    async findForAdmin(id: string, trx: Kysely<Database> = db): Promise<AdminBlog | null> {
      const row = await base(trx).where('blogs.id', '=', id).executeTakeFirst()
      return row ? toAdminBlog(row) : null
    },

    async create(values: Insertable<BlogsTable>, trx: Kysely<Database> = db): Promise<void> {
      await trx.insertInto('blogs').values(values).execute()
    },

    async update(id: string, values: Updateable<BlogsTable>, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx.updateTable('blogs').set(values).where('id', '=', id).executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async delete(id: string, trx: Kysely<Database> = db): Promise<boolean> {
      const result = await trx.deleteFrom('blogs').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}

export type BlogsRepository = ReturnType<typeof createBlogsRepository>
