import type { FastifyInstance, InjectOptions } from 'fastify'

/** The shape of an entry of ROUTE_CALLS (route-calls.ts); each area's file exports a record of them. */

export interface Caller {
  id: string
  headers: Record<string, string>
}

export interface PreparedCall {
  url: string
  payload?: InjectOptions['payload']
  /** An anonymous read whose answer this call changes: warmed in the response cache before the call. */
  publicRead?: string
}

export interface RouteCall {
  status: number
  prepare(app: FastifyInstance, caller: Caller): Promise<PreparedCall>
  /** Why this write changes nothing a visitor sees (then `prepare` names no public read). */
  notPublicContent?: string
  /**
   * More successful calls of the same route, for one whose right depends on its body
   * (access.permissionByField): the authorization matrix makes each and expects the rights it asks for.
   */
  alsoPrepare?: Array<RouteCall['prepare']>
}

let sequence = 0
/** A text no other call has used, for names and codes that must be unique. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`
