import {
  API_PATHS,
  fillPath,
  PAGE_SIZE,
  type AdminListResponse,
  type AdminSavedResponse,
  type RegisterAdminBody,
  type StatusFilter,
} from '@gwp/contracts'

import { backOfficeApi } from './base-api'

export interface AdminPageArgs {
  page: number
  /** Username, full name or e-mail, anywhere; '' for everyone. */
  q: string
  status: StatusFilter
}

/**
 * User Management (superAdmin): one server page of admins, Add Admin, the role change and, beyond the
 * spec, disabling and re-enabling an admin. Every write changes the history: 'AuditEntry' too.
 */
export const adminsApi = backOfficeApi
  .enhanceEndpoints({ addTagTypes: ['Admin', 'AuditEntry'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminPage: build.query<AdminListResponse, AdminPageArgs>({
        query: ({ page, q, status }) => ({
          url: API_PATHS.admin.list,
          params: { page, limit: PAGE_SIZE.admin, status, ...(q ? { q } : {}) },
        }),
        providesTags: ['Admin'],
      }),
      registerAdmin: build.mutation<AdminSavedResponse, RegisterAdminBody>({
        query: (body) => ({ url: API_PATHS.admin.register, method: 'POST', body }),
        invalidatesTags: ['Admin', 'AuditEntry'],
      }),
      updateAdminRole: build.mutation<AdminSavedResponse, { id: string; role: string }>({
        query: ({ id, role }) => ({
          url: fillPath(API_PATHS.admin.updateRole, { id }),
          method: 'PATCH',
          body: { role },
        }),
        invalidatesTags: ['Admin', 'AuditEntry'],
      }),
      /** Sent as the text "true" or "false", like every other status change of the API. */
      changeAdminStatus: build.mutation<AdminSavedResponse, { id: string; isActive: boolean }>({
        query: ({ id, isActive }) => ({
          url: fillPath(API_PATHS.admin.status, { id }),
          method: 'PATCH',
          body: { isActive: String(isActive) },
        }),
        invalidatesTags: ['Admin', 'AuditEntry'],
      }),
    }),
  })

export const {
  useGetAdminPageQuery,
  useRegisterAdminMutation,
  useUpdateAdminRoleMutation,
  useChangeAdminStatusMutation,
} = adminsApi
