import { ApiErrorSchema } from '@gwp/contracts'

/** The envelope every refusal uses, declared per status so the OpenAPI document shows each one. */
export const FAILURE_RESPONSES = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
}
