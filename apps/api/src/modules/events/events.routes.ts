import {
  ActiveEventsResponseSchema,
  API_PATHS,
  ApiErrorSchema,
  CatalogIdParamsSchema,
  DeletedResponseSchema,
  EVENT_MESSAGES,
  EventCreateFieldsSchema,
  eventListPageOf,
  EventListQuerySchema,
  EventListResponseSchema,
  EventSavedResponseSchema,
  EventUpdateFieldsSchema,
  IMAGE_KINDS,
  PublicLanguageQuerySchema,
  StatusChangeBodySchema,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { readViewOf } from '../../lib/content-translations.js'
import { imageFile } from '../../openapi/route-documentation.js'
import { access } from '../../plugins/auth.js'
import { parseFormFields, readUploadForm } from '../../plugins/multipart.js'
import { EVENT_FORM } from './event-banner.js'
import type { EventsService } from './events.service.js'

const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema }

/**
 * Event reads, with ETag and Cache-Control (plugins/http-cache.ts) but without the in-memory
 * response cache: that keeps a body until the content changes, and each event's status also changes
 * when the day turns in EVENTS_TZ, with no write to announce it. The ETag is the hash of the body,
 * statuses included, so a new day gives a new tag; the one-minute max-age bounds how long after
 * midnight a browser may show yesterday's statuses. The writes follow the event rights of the
 * privilege grid; delete is the superAdmin's.
 */
export function eventsRoutes(app: FastifyInstance, service: EventsService) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const config = { access: access.public, httpCache: true }

  r.get(
    API_PATHS.event.active,
    {
      config,
      schema: {
        operationId: 'listActiveEvents',
        summary: 'List the published exhibitions',
        tags: ['Site content'],
        querystring: PublicLanguageQuerySchema,
        response: { 200: ActiveEventsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, events: await service.listActive(readViewOf(request)) }),
  )

  r.get(
    API_PATHS.event.all,
    {
      config,
      schema: {
        operationId: 'listEvents',
        summary: 'List every exhibition',
        tags: ['Site content'],
        querystring: EventListQuerySchema.extend(PublicLanguageQuerySchema.shape),
        response: { 200: EventListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      // Any valid admin token shows inactive events too (docs/requirements/api.md#live-content-only); no
      // token or a bad one does not.
      const visibility = { includeInactive: request.admin !== null }
      const view = readViewOf(request)
      const page = eventListPageOf(request.query)
      // The spec's call, without paging: every event the caller may see.
      if (!page) return { success: true as const, events: await service.list(visibility, view) }
      return { success: true as const, ...(await service.listPage(page, visibility, view)) }
    },
  )

  r.post(
    API_PATHS.event.create,
    {
      config: { access: access.permission('event', 'create') },
      schema: {
        operationId: 'createEvent',
        summary: 'Add an exhibition',
        tags: ['Site content'],
        consumes: ['multipart/form-data'],
        documentation: {
          uploadForm: {
            fields: EventCreateFieldsSchema,
            files: { banner: imageFile(IMAGE_KINDS.eventBanner) },
          },
        },
        response: { 201: EventSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await readUploadForm(request, EVENT_FORM)
      const fields = parseFormFields(EventCreateFieldsSchema, form.fields)
      const data = await service.create({ ...fields, banner: form.files.banner })
      return reply.status(201).send({ success: true as const, message: EVENT_MESSAGES.created, data })
    },
  )

  r.put(
    API_PATHS.event.update,
    {
      config: { access: access.permission('event', 'update') },
      schema: {
        operationId: 'updateEvent',
        summary: 'Edit an exhibition',
        tags: ['Site content'],
        consumes: ['multipart/form-data'],
        documentation: {
          uploadForm: {
            fields: EventUpdateFieldsSchema,
            files: { banner: imageFile(IMAGE_KINDS.eventBanner, { optional: true }) },
          },
        },
        params: CatalogIdParamsSchema,
        response: { 200: EventSavedResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const form = await readUploadForm(request, EVENT_FORM)
      const fields = parseFormFields(EventUpdateFieldsSchema, form.fields)
      const data = await service.update(request.params.id, { ...fields, banner: form.files.banner })
      return { success: true as const, message: EVENT_MESSAGES.updated, data }
    },
  )

  r.patch(
    API_PATHS.event.statusChange,
    {
      config: { access: access.permission('event', 'statusChange') },
      schema: {
        operationId: 'changeEventStatus',
        summary: 'Publish or hide an exhibition',
        tags: ['Site content'],
        params: CatalogIdParamsSchema,
        body: StatusChangeBodySchema,
        response: { 200: EventSavedResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: EVENT_MESSAGES.statusChanged,
      data: await service.changeStatus(request.params.id, request.body.isActive),
    }),
  )

  r.delete(
    API_PATHS.event.delete,
    {
      config: { access: access.superAdmin },
      schema: {
        operationId: 'deleteEvent',
        summary: 'Delete an exhibition',
        tags: ['Site content'],
        params: CatalogIdParamsSchema,
        response: { 200: DeletedResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      await service.delete(request.params.id)
      return { success: true as const, message: EVENT_MESSAGES.deleted }
    },
  )
}
