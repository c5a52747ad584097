import { API_PATHS, type Blog, type BlogListResponse } from '@gwp/contracts'

import { getJsonOr } from '#app/lib/api-client.server'
import type { WebContext } from '#app/lib/web-context'

/** Every active blog, newest first; an empty list when the call fails (docs/requirements/blogs.md#errors). */
export async function getActiveBlogs(context: WebContext): Promise<Blog[]> {
  const body = await getJsonOr<Pick<BlogListResponse, 'data'>>(context, API_PATHS.blog.active, { data: [] })
  return body.data
}
