import {
  API_PATHS,
  fillPath,
  type ChangePasswordBody,
  type MessageResponse,
  type UpdateProfileBody,
} from '@gwp/contracts'

import { backOfficeApi } from './base-api'

/**
 * The Profile modal's calls: only the changed fields of the signed-in admin's own account, and
 * (beyond the spec) a change of their own password, which the history records ('AuditEntry').
 */
export const profileApi = backOfficeApi.enhanceEndpoints({ addTagTypes: ['AuditEntry'] }).injectEndpoints({
  endpoints: (build) => ({
    // The updated admin in the reply goes unused: the session ends right after (re-login).
    updateProfile: build.mutation<MessageResponse, { id: string; body: UpdateProfileBody }>({
      query: ({ id, body }) => ({
        url: fillPath(API_PATHS.admin.updateProfile, { id }),
        method: 'PATCH',
        body,
      }),
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordBody>({
      query: (body) => ({ url: API_PATHS.admin.changePassword, method: 'PATCH', body }),
      invalidatesTags: ['AuditEntry'],
    }),
  }),
})

export const { useUpdateProfileMutation, useChangePasswordMutation } = profileApi
