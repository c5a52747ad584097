import {
  API_PATHS,
  fillPath,
  PAGE_SIZE,
  type AdminBlogListResponse,
  type BlogSavedResponse,
  type DeletedResponse,
  type StatusFilter,
  type Translations,
} from '@gwp/contracts'

import { backOfficeApi } from './base-api'

export interface BlogPageArgs {
  page: number
  q: string
  status: StatusFilter
}

/**
 * The Blogs section: one server page at a time, the JSON edit and status change, and the delete. New
 * and replaced pictures are multipart uploads (lib/upload-with-progress), which then invalidate
 * 'Blog' with `blogsApi.util.invalidateTags`. Blogs are not on the dashboard's cards: no 'Counts'.
 */
export const blogsApi = backOfficeApi.enhanceEndpoints({ addTagTypes: ['Blog'] }).injectEndpoints({
  endpoints: (build) => ({
    getBlogPage: build.query<AdminBlogListResponse, BlogPageArgs>({
      query: ({ page, q, status }) => ({
        url: API_PATHS.blog.list,
        params: { page, limit: PAGE_SIZE.admin, status, ...(q ? { q } : {}) },
      }),
      providesTags: ['Blog'],
    }),
    /** JSON of the changed texts only (docs/requirements/blogs.md#calls). */
    updateBlog: build.mutation<
      BlogSavedResponse,
      { id: string; title?: string; content?: string; translations?: Translations<'blog'> }
    >({
      query: ({ id, ...body }) => ({ url: fillPath(API_PATHS.blog.one, { id }), method: 'PATCH', body }),
      invalidatesTags: ['Blog'],
    }),
    /** The spec sends `isActive` as the text "true" or "false". */
    changeBlogStatus: build.mutation<BlogSavedResponse, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({
        url: fillPath(API_PATHS.blog.one, { id }),
        method: 'PATCH',
        body: { isActive: String(isActive) },
      }),
      invalidatesTags: ['Blog'],
    }),
    deleteBlog: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: fillPath(API_PATHS.blog.one, { id }), method: 'DELETE' }),
      invalidatesTags: ['Blog'],
    }),
  }),
})

export const {
  useGetBlogPageQuery,
  useUpdateBlogMutation,
  useChangeBlogStatusMutation,
  useDeleteBlogMutation,
} = blogsApi
