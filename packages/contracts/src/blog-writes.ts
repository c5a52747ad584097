import { z } from 'zod'

import {
  BLOG_CONTENT_PATTERN,
  BLOG_FORM_MESSAGES,
  BLOG_LIMITS,
  TRANSLATED_BLOG_CONTENT_PATTERN,
} from './blog-rules.js'
import { BlogSchema } from './blogs.js'
import { PaginationSchema } from './common.js'
import { translationsInputSchema } from './translation-schemas.js'

/**
 * The back office's blog calls (docs/requirements/blogs.md#calls). The create form is multipart, so its
 * fields arrive as text; the edit is JSON. Both read title and content through the same rules.
 */

export const BlogTitleSchema = z
  .string({ error: BLOG_FORM_MESSAGES.titleRequired })
  .trim()
  .min(1, BLOG_FORM_MESSAGES.titleRequired)
  .max(BLOG_LIMITS.title, BLOG_FORM_MESSAGES.titleTooLong)

/**
 * Line breaks are stored as \n whichever way they came (a multipart form sends \r\n), so a break
 * counts once, as in the form's counter. Then checked in this order, so the first message is the one
 * that helps most: empty, short, long, characters.
 */
const blogContentSchema = (pattern: RegExp) =>
  z
    .string({ error: BLOG_FORM_MESSAGES.contentRequired })
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .trim()
        .min(1, BLOG_FORM_MESSAGES.contentRequired)
        .min(BLOG_LIMITS.contentMin, BLOG_FORM_MESSAGES.contentTooShort)
        .max(BLOG_LIMITS.contentMax, BLOG_FORM_MESSAGES.contentTooLong)
        .regex(pattern, BLOG_FORM_MESSAGES.contentInvalid),
    )

export const BlogContentSchema = blogContentSchema(BLOG_CONTENT_PATTERN)

/** A blog's Urdu and Arabic under the English rules (translations.ts); a form sends it as JSON text. */
export const BlogTranslationsSchema = translationsInputSchema('blog', {
  title: BlogTitleSchema,
  content: blogContentSchema(TRANSLATED_BLOG_CONTENT_PATTERN),
})

/**
 * POST /api/v1/blog/create (multipart; the file travels as `image`). The spec's client also sends
 * `author`, the id it keeps for the signed-in admin: it is read and ignored, because the author is
 * always whoever is signed in.
 */
export const BlogCreateFieldsSchema = z.object({
  title: BlogTitleSchema,
  content: BlogContentSchema,
  author: z.string().optional(),
  translations: BlogTranslationsSchema.optional(),
})
export type BlogCreateFields = z.infer<typeof BlogCreateFieldsSchema>

/** `isActive` as the spec's text "true" or "false" (a JSON boolean too). */
export const BlogIsActiveSchema = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: BLOG_FORM_MESSAGES.isActiveInvalid })
  .transform((value) => value === true || value === 'true')

/**
 * PATCH /api/v1/blog/:id: JSON title and content (blog.update), or isActive (blog.statusChange).
 * The right each field needs is the route's access rule; unknown fields (an `author`) are dropped.
 */
export const BlogUpdateBodySchema = z.object({
  title: BlogTitleSchema.optional(),
  content: BlogContentSchema.optional(),
  isActive: BlogIsActiveSchema.optional(),
  translations: BlogTranslationsSchema.optional(),
})
export type BlogUpdateBody = z.input<typeof BlogUpdateBodySchema>

/**
 * A blog as the back office reads it: the author's display name and full name
 * (docs/requirements/blogs.md#fields).
 */
export const AdminBlogSchema = BlogSchema.extend({
  author: z.object({ name: z.string(), fullName: z.string() }),
})
export type AdminBlog = z.infer<typeof AdminBlogSchema>

/** GET /api/v1/blog: every blog; with `?page=&limit=&q=&status=` one page and its `pagination`. */
export const AdminBlogListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminBlogSchema),
  pagination: PaginationSchema.optional(),
})
export type AdminBlogListResponse = z.infer<typeof AdminBlogListResponseSchema>

/** Every successful blog write: the spec reads `status` and `message`; the screen also gets the blog. */
export const BlogSavedResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal(true),
  message: z.string(),
  data: AdminBlogSchema,
})
export type BlogSavedResponse = z.infer<typeof BlogSavedResponseSchema>
