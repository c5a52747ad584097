import { BLOG_MESSAGES, type Blog } from '@gwp/contracts'

import { notFound } from '../../lib/errors.js'
import type { BlogsRepository, Visibility } from './blogs.repository.js'

export interface BlogsServiceDeps {
  blogs: BlogsRepository
}

/** Public blog reads (public-site.md §7). Decision 7: inactive blogs are for signed-in admins only. */
export function createBlogsService({ blogs }: BlogsServiceDeps) {
  return {
    /** The blog list page: active blogs whoever asks, like the other public lists. */
    listActive: (): Promise<Blog[]> => blogs.list({ includeInactive: false }),

    /** Missing and hidden answer alike, so a visitor cannot tell an inactive blog exists. */
    async get(id: string, visibility: Visibility): Promise<Blog> {
      const blog = await blogs.find(id, visibility)
      if (!blog) throw notFound(BLOG_MESSAGES.notFound)
      return blog
    },
  }
}

export type BlogsService = ReturnType<typeof createBlogsService>
