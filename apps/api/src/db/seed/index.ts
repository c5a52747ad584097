import type { FastifyInstance } from 'fastify'

// PLACEHOLDER (being replaced in this change).
export async function seedIfEmpty(_app: FastifyInstance): Promise<void> {}
