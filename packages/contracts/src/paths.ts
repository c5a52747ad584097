/**
 * Every API path of the two spec documents, in Fastify's `:param` form. The server registers these
 * and the web client fills them with `fillPath`, so a path is never typed twice.
 */
export const API_PATHS = {
  health: '/api/health',
  auth: {
    login: '/api/v1/auth/login',
    me: '/api/v1/auth/me',
    logout: '/api/v1/auth/logout',
    forgotPassword: '/api/v1/auth/forgot-password',
    resetPassword: '/api/v1/auth/reset-password/:token',
  },
  admin: {
    register: '/api/v1/admin/register',
    list: '/api/v1/admin',
    updateRole: '/api/v1/admin/update-role/:id',
    updateProfile: '/api/v1/admin/update/:id',
  },
  permission: {
    byAdmin: '/api/v1/permission/by-admin',
    list: '/api/v1/permission/',
    create: '/api/v1/permission/create',
    one: '/api/v1/permission/:id',
  },
  serverLogger: '/api/v1/server-logger',
  heading: {
    get: '/api/v1/heading',
    update: '/api/v1/heading/update',
  },
  counts: {
    summary: '/api/v1/count',
  },
} as const

export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
