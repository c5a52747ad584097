import {
  API_PATHS,
  fillPath,
  PAGE_SIZE,
  type MessageResponse,
  type RoleBodySchema,
  type RoleListResponse,
  type RoleSavedResponse,
} from '@gwp/contracts'
import type { z } from 'zod'

import { backOfficeApi } from './base-api'

export interface RolePageArgs {
  page: number
  /** The role name, anywhere; '' for every role. */
  q: string
}

/**
 * A role's body as the forms send it: the grid's keys as the spec's forms name them, lower-camel-cased
 * ("products", "subCategory"); the API reads either form and stores the canonical grid.
 */
export type RoleBodyInput = z.input<typeof RoleBodySchema>

/**
 * Role privileges (superAdmin): the Privilege table one server page at a time, the whole list for
 * the Update Role dropdown of User Management, and the writes. A grid change is history too.
 */
export const privilegesApi = backOfficeApi
  .enhanceEndpoints({ addTagTypes: ['Role', 'AuditEntry'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRolePage: build.query<RoleListResponse, RolePageArgs>({
        query: ({ page, q }) => ({
          url: API_PATHS.permission.list,
          params: { page, limit: PAGE_SIZE.admin, ...(q ? { q } : {}) },
        }),
        providesTags: ['Role'],
      }),
      /** The spec's plain call: every role, for the "Select Role" dropdown. */
      getAllRoles: build.query<RoleListResponse, void>({
        query: () => API_PATHS.permission.list,
        providesTags: ['Role'],
      }),
      createRole: build.mutation<RoleSavedResponse, RoleBodyInput>({
        query: (body) => ({ url: API_PATHS.permission.create, method: 'POST', body }),
        invalidatesTags: ['Role', 'AuditEntry'],
      }),
      updateRole: build.mutation<RoleSavedResponse, { id: string; body: RoleBodyInput }>({
        query: ({ id, body }) => ({ url: fillPath(API_PATHS.permission.one, { id }), method: 'PATCH', body }),
        invalidatesTags: ['Role', 'AuditEntry'],
      }),
      deleteRole: build.mutation<MessageResponse, string>({
        query: (id) => ({ url: fillPath(API_PATHS.permission.one, { id }), method: 'DELETE' }),
        invalidatesTags: ['Role', 'AuditEntry'],
      }),
    }),
  })

export const {
  useGetRolePageQuery,
  useGetAllRolesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
} = privilegesApi
