import { IMAGE_KINDS } from './image-kinds.js'

/**
 * The back office's blog rules (docs/requirements/blogs.md#rules, #errors, #limits, #title-limit):
 * limits, allowed characters and every message, word for word. Zod-free like blog-values.ts; the
 * schemas in blog-writes.ts and the blog forms are built from these.
 */

/**
 * The title limit (docs/requirements/blogs.md#title-limit): a title is at most 50 characters on add and on
 * edit.
 */
export const BLOG_LIMITS = { title: 50, contentMin: 50, contentMax: 5000 } as const

/**
 * Content is letters and digits of any script (with their combining marks, which Urdu and Hindi
 * vowels need), whitespace and . , ? ! ' " ( ) — nothing else (docs/requirements/blogs.md#rules).
 */
export const BLOG_CONTENT_PATTERN = /^[\p{L}\p{M}\p{N}\s.,?!'"()]*$/u

/**
 * The same rule for a post's Urdu and Arabic (decision record 022): the same punctuation, as those
 * scripts write it too — the Arabic comma, semicolon and question mark, and Urdu's full stop.
 */
export const TRANSLATED_BLOG_CONTENT_PATTERN = /^[\p{L}\p{M}\p{N}\s.,?!'"()،؛؟۔]*$/u

export const BLOG_FORM_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be less than ${BLOG_LIMITS.title} characters`,
  contentRequired: 'Content is required',
  contentTooShort: `Content must be at least ${BLOG_LIMITS.contentMin} characters long`,
  contentTooLong: `Content must be less than ${BLOG_LIMITS.contentMax} characters`,
  contentInvalid: 'Content must not contain special characters other than punctuation',
  imageRequired: 'An image is required',
  imageSize: IMAGE_KINDS.blog.messages.size,
  imageType: IMAGE_KINDS.blog.messages.type,
  loginRequired: 'Please log in to create a blog post',
  isActiveInvalid: 'isActive must be "true" or "false"',
  noChanges: 'No changes detected',
  created: 'Blog post created successfully! 🎉',
  updated: 'Blog updated successfully!',
  imageUpdated: 'Blog image updated successfully!',
  statusChanged: 'Blog status updated successfully',
  deleted: 'Blog deleted successfully',
  updateFailed: 'Failed to update blog content',
  imageFailed: 'Failed to update blog image',
  statusFailed: 'Failed to update blog status',
  fetchListFailed: 'Failed to fetch blogs',
} as const
