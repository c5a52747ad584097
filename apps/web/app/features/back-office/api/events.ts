import {
  API_PATHS,
  fillPath,
  PAGE_SIZE,
  type DeletedResponse,
  type EventListResponse,
  type EventSavedResponse,
  type EventTimeFilter,
  type StatusFilter,
} from '@gwp/contracts'

import { backOfficeApi } from './base-api'

export interface EventPageArgs {
  page: number
  q: string
  status: StatusFilter
  timeStatus: EventTimeFilter
}

/**
 * The Exhibition section: one server page at a time, the active toggle and the delete. Create and
 * update are multipart uploads with progress (lib/upload-with-progress.ts); they then invalidate
 * `EVENT_TAGS` with `eventsApi.util.invalidateTags`.
 */
export const eventsApi = backOfficeApi.enhanceEndpoints({ addTagTypes: ['Event'] }).injectEndpoints({
  endpoints: (build) => ({
    getEventPage: build.query<EventListResponse, EventPageArgs>({
      query: ({ page, q, status, timeStatus }) => ({
        url: API_PATHS.event.all,
        params: { page, limit: PAGE_SIZE.admin, status, timeStatus, ...(q ? { q } : {}) },
      }),
      providesTags: ['Event'],
    }),
    /** The spec sends `isActive` as the text "true" or "false". */
    changeEventStatus: build.mutation<EventSavedResponse, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({
        url: fillPath(API_PATHS.event.statusChange, { id }),
        method: 'PATCH',
        body: { isActive: String(isActive) },
      }),
      invalidatesTags: ['Event'],
    }),
    deleteEvent: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: fillPath(API_PATHS.event.delete, { id }), method: 'DELETE' }),
      invalidatesTags: ['Event'],
    }),
  }),
})

export const EVENT_TAGS = ['Event'] as const

export const { useGetEventPageQuery, useChangeEventStatusMutation, useDeleteEventMutation } = eventsApi
