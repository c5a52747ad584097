/** An error a service throws to end the request with this status and message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Field → message, for a refusal that belongs to one field of a form (sent as `errors`). */
    readonly errors?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string) => new AppError(400, message)
/** A 400 shaped like a validation failure: the message, and the same message under its field. */
export const invalidField = (field: string, message: string) =>
  new AppError(400, message, {}, { [field]: message })
export const unauthorized = (message: string) => new AppError(401, message)
export const forbidden = (message: string) => new AppError(403, message)
export const notFound = (message: string) => new AppError(404, message)
export const conflict = (message: string) => new AppError(409, message)
/** A link that worked once and no longer does (an expired or replaced offer). */
export const gone = (message: string) => new AppError(410, message)
/** A 409 that belongs to one field of a form (a username taken), its message under that field too. */
export const conflictField = (field: string, message: string) =>
  new AppError(409, message, {}, { [field]: message })
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) })
