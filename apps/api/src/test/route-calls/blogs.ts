import { createBlog } from '../factories.js'
import { imageBytes, multipartForm } from '../uploads.js'
import { type RouteCall, unique } from './route-call.js'

/** Long enough for the content rule (50 to 5000 characters, letters and punctuation). */
const CONTENT = 'Fresh advice for every floor in the house, written for the back office tests.'

/** The blogs routes' entries of ROUTE_CALLS. */
export const BLOG_ROUTE_CALLS: Record<string, RouteCall> = {
  'GET /api/v1/blog': { status: 200, prepare: async () => ({ url: '/api/v1/blog' }) },
  'POST /api/v1/blog/create': {
    status: 201,
    async prepare() {
      return {
        url: '/api/v1/blog/create',
        payload: multipartForm(
          { title: unique('Blog '), content: CONTENT },
          { image: { bytes: await imageBytes('jpeg', 600) } },
        ),
        publicRead: '/api/v1/blog/active-blogs',
      }
    },
  },
  'PATCH /api/v1/blog/:id': {
    status: 200,
    // The text needs blog.update…
    async prepare(app) {
      const blog = await createBlog(app)
      return {
        url: `/api/v1/blog/${blog.id}`,
        payload: { title: unique('Renamed ') },
        publicRead: `/api/v1/blog/${blog.id}`,
      }
    },
    // …the status blog.statusChange (access.permissionByField).
    alsoPrepare: [
      async (app) => {
        const blog = await createBlog(app)
        return {
          url: `/api/v1/blog/${blog.id}`,
          payload: { isActive: 'false' },
          publicRead: '/api/v1/blog/active-blogs',
        }
      },
    ],
  },
  'PATCH /api/v1/blog/change-image/:id': {
    status: 200,
    async prepare(app) {
      const blog = await createBlog(app)
      return {
        url: `/api/v1/blog/change-image/${blog.id}`,
        payload: multipartForm({}, { image: { bytes: await imageBytes('png', 400) } }),
        publicRead: `/api/v1/blog/${blog.id}`,
      }
    },
  },
  'DELETE /api/v1/blog/:id': {
    status: 200,
    async prepare(app) {
      const blog = await createBlog(app)
      return { url: `/api/v1/blog/${blog.id}`, publicRead: '/api/v1/blog/active-blogs' }
    },
  },
}
