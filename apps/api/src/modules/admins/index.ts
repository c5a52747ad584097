import type { FastifyInstance } from 'fastify'

// PLACEHOLDER (being replaced in this change).
export default async function adminsModule(_app: FastifyInstance) {}
