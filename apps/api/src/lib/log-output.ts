import { LogController, type FastifyServerOptions } from 'fastify'

/**
 * Fastify's per-request lines ("incoming request", "request completed") at debug instead of info:
 * every API request is already in the request log (plugins/request-log.ts), and at info a busy
 * server writes two lines a request. LOG_LEVEL=debug shows them again. Errors keep their levels.
 */
export class RequestsAtDebug extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]): void {
    if (this.isLogDisabled(request)) return
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>): void {
    if (this.isLogDisabled(request)) return
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }

  override routeNotFound(request: Parameters<LogController['routeNotFound']>[0]): void {
    if (this.isLogDisabled(request)) return
    request.log.debug({ req: request }, 'route not found')
  }
}

/**
 * Readable lines on a terminal (pino-pretty, in pino's worker thread), JSON everywhere else: a file,
 * a pipe, a process manager or a log collector gets one JSON object a line, and pino-pretty is never
 * loaded there.
 */
export function terminalLogOptions(
  stream: { isTTY?: boolean } = process.stdout,
): FastifyServerOptions['logger'] {
  if (!stream.isTTY) return {}
  return {
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  }
}
