import { z } from 'zod'

import { translatedRecordFields } from './translation-schemas.js'

/**
 * Blogs as the public site reads them (docs/requirements/blogs.md#fields, #calls;
 * docs/requirements/api.md#live-content-only for visibility).
 */

export const BlogIdParamsSchema = z.object({
  /** Any text: a malformed id simply matches nothing and answers 404, never a 500. */
  id: z.string(),
})
export type BlogIdParams = z.infer<typeof BlogIdParamsSchema>

export const BlogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  /** Relative to the API host, e.g. `uploads/blogs/<id>.jpg`; WebP variants sit next to it. */
  image: z.string(),
  /** The admin who wrote it; the single-blog page reads `author.name`. */
  author: z.object({ name: z.string() }),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...translatedRecordFields('blog'),
})
export type Blog = z.infer<typeof BlogSchema>

/** GET /api/v1/blog/active-blogs */
export const BlogListResponseSchema = z.object({ success: z.literal(true), data: z.array(BlogSchema) })
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>

/** GET /api/v1/blog/:id */
export const BlogResponseSchema = z.object({ success: z.literal(true), data: BlogSchema })
export type BlogResponse = z.infer<typeof BlogResponseSchema>
