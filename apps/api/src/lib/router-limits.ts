/**
 * The longest path parameter Fastify's router lets through (Fastify's own default, said here once):
 * a longer one is answered 414 by the router before any route runs. The app sets it, and the API
 * description documents that 414 and knows which parameters can still fail their schema under it.
 */
export const MAX_PARAM_LENGTH = 200
