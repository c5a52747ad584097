import {
  API_PATHS,
  ApiErrorSchema,
  listPageOf,
  POTENTIAL_CUSTOMER_CSV_NAME,
  PotentialCustomerExportQuerySchema,
  PotentialCustomerListQuerySchema,
  PotentialCustomerListResponseSchema,
  type PotentialCustomerListResponse,
} from '@gwp/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

import { sendCsv } from '../../lib/csv.js'
import { withJsonList } from '../../lib/serialised-json.js'
import { access } from '../../plugins/auth.js'
import type { CustomersService } from './customers.service.js'

const ok = { success: true } as const
const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema }

/**
 * Potential customers: every signed-in admin reads them (the list call of
 * docs/requirements/enquiries.md#calls sends a bearer token and no right of the privilege grid names them).
 * The list is sent as the database wrote it (lib/serialised-json.ts).
 */
export function customersRoutes(app: FastifyInstance, service: CustomersService) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    API_PATHS.potentialCustomer.list,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'listPotentialCustomers',
        summary: 'List the potential customers',
        tags: ['Enquiries'],
        querystring: PotentialCustomerListQuerySchema,
        response: { 200: PotentialCustomerListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const page = listPageOf(request.query)
      // The spec's call, without paging: every potential customer.
      if (!page) return withJsonList<PotentialCustomerListResponse>(ok, 'data', await service.listJson())
      const { json, pagination } = await service.listPageJson(page)
      return withJsonList<PotentialCustomerListResponse>({ ...ok, pagination }, 'data', json)
    },
  )

  r.get(
    API_PATHS.potentialCustomer.export,
    {
      config: { access: access.signedIn },
      schema: {
        operationId: 'exportPotentialCustomers',
        summary: 'Export the potential customers as CSV',
        tags: ['Enquiries'],
        querystring: PotentialCustomerExportQuerySchema,
        produces: ['text/csv'],
        response: refusals,
      },
    },
    async (request, reply) =>
      sendCsv(reply, POTENTIAL_CUSTOMER_CSV_NAME, await service.exportCsv(request.query.q)),
  )
}
