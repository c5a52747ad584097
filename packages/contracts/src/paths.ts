/**
 * Every API path of the two spec documents, in Fastify's `:param` form. The server registers these
 * and the web client fills them with `fillPath`, so a path is never typed twice.
 */
export const API_PATHS = {
  health: '/api/health',
  ready: '/api/ready',
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
    /** Beyond the spec: a superAdmin disables or re-enables an admin (`{ isActive }`). */
    status: '/api/v1/admin/status/:id',
    /** Beyond the spec: the signed-in admin changes their own password from the Profile modal. */
    changePassword: '/api/v1/admin/change-password',
  },
  /** Beyond the spec: who changed an admin's role or state, or a role's grid (superAdmin, read-only). */
  auditHistory: '/api/v1/audit-history',
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
    subCategoryCountByCategory: '/api/v1/count/sub-category-count-by-category-id/:categoryId',
    productCountBySubCategory: '/api/v1/count/products-count-by-sub-category-id/:id',
    /** Beyond the spec: the dashboard's charts (quotations per week, customers by source). */
    charts: '/api/v1/count/charts',
  },
  // The public catalogue. Fastify's router prefers a static segment to a parameter, so
  // `product/active-products` and `product/:id` do not clash.
  category: {
    list: '/api/v1/category',
    one: '/api/v1/category/:id',
    create: '/api/v1/category/create',
    update: '/api/v1/category/update/:id',
    delete: '/api/v1/category/delete/:id',
  },
  subCategory: {
    list: '/api/v1/sub-category/',
    byCategory: '/api/v1/sub-category/by-category-id/:id',
    /** GET reads one; PATCH updates it (docs/requirements/categories.md#calls). */
    one: '/api/v1/sub-category/:id',
    create: '/api/v1/sub-category/create',
    delete: '/api/v1/sub-category/delete/:id',
  },
  product: {
    list: '/api/v1/product',
    active: '/api/v1/product/active-products',
    activeByCategory: '/api/v1/product/active-products-by-category-id/:id',
    activeBySubCategory: '/api/v1/product/active-products-by-sub-category-id/:id',
    one: '/api/v1/product/:id',
    create: '/api/v1/product/create',
    update: '/api/v1/product/update/:id',
    changeImage: '/api/v1/product/change-image/:id',
    deleteImage: '/api/v1/product/image/:id',
    statusChange: '/api/v1/product/status-change/:id',
    delete: '/api/v1/product/delete/:id',
  },
  blog: {
    /** Every blog, inactive included: the back office's list. */
    list: '/api/v1/blog',
    active: '/api/v1/blog/active-blogs',
    /** GET reads one (public); PATCH updates it; DELETE deletes it (docs/requirements/blogs.md#calls). */
    one: '/api/v1/blog/:id',
    create: '/api/v1/blog/create',
    changeImage: '/api/v1/blog/change-image/:id',
  },
  partnerLogo: {
    list: '/api/v1/partner-logo',
    one: '/api/v1/partner-logo/:id',
  },
  quotation: {
    list: '/api/v1/quotation',
    create: '/api/v1/quotation/create',
    /** PATCH changes its status; DELETE deletes it; GET (the sales desk) reads its whole record. */
    one: '/api/v1/quotation/:id',
    /** Beyond the spec: the list as CSV, with the list's search and filters. */
    export: '/api/v1/quotation/export.csv',
    /** The sales desk (decision record 021): owner, manual stage and follow-up date (PATCH). */
    desk: '/api/v1/quotation/:id/desk',
    note: '/api/v1/quotation/:id/note',
    offer: '/api/v1/quotation/:id/offer',
    offerSend: '/api/v1/quotation/:id/offer/:offerId/send',
    offerPdf: '/api/v1/quotation/:id/offer/:offerId/pdf',
    /** The admins a quotation can be given to. */
    owners: '/api/v1/quotation/owners',
    deskReport: '/api/v1/quotation/desk-report',
    offersExport: '/api/v1/quotation/offers.csv',
  },
  /** The customer's side of an offer, reached by the link's token alone (decision record 021). */
  offer: {
    one: '/api/v1/offer/:token',
    pdf: '/api/v1/offer/:token/pdf',
    accept: '/api/v1/offer/:token/accept',
    decline: '/api/v1/offer/:token/decline',
  },
  potentialCustomer: {
    list: '/api/v1/potential-customer',
    /** Beyond the spec: the list as CSV, with the list's search. */
    export: '/api/v1/potential-customer/export.csv',
  },
  catalog: {
    send: '/api/v1/catalog/send-catalog',
    pdf: '/api/v1/catalog/catalog.pdf',
  },
  event: {
    active: '/api/v1/event/get-all-active',
    /**
     * Admins get every event; anonymous callers only the active ones
     * (docs/requirements/api.md#live-content-only).
     */
    all: '/api/v1/event/get-all',
    create: '/api/v1/event/create',
    update: '/api/v1/event/update/:id',
    statusChange: '/api/v1/event/status-change/:id',
    delete: '/api/v1/event/:id',
  },
} as const

export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
