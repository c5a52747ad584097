import zlib from 'node:zlib'

import compress from '@fastify/compress'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'

import { createFastLane, serverWithFastLane, type FastLane } from './cache/fast-lane.js'
import type { AppConfig } from './config.js'
import { RequestsAtDebug } from './lib/log-output.js'
import { MAX_PARAM_LENGTH } from './lib/router-limits.js'
import { createResponseSerializerCompiler } from './lib/response-serializer.js'
import { trustFunction } from './lib/trust-proxy.js'
import { ensureBuiltInRoles } from './db/bootstrap.js'
import adminsModule from './modules/admins/index.js'
import auditHistoryModule from './modules/audit-history/index.js'
import authModule from './modules/auth/index.js'
import blogsModule from './modules/blogs/index.js'
import catalogModule from './modules/catalog/index.js'
import categoriesModule from './modules/categories/index.js'
import countsModule from './modules/counts/index.js'
import customersModule from './modules/customers/index.js'
import eventsModule from './modules/events/index.js'
import headingModule from './modules/heading/index.js'
import healthModule from './modules/health/index.js'
import heroModule from './modules/hero/index.js'
import partnerLogosModule from './modules/partner-logos/index.js'
import privilegesModule from './modules/privileges/index.js'
import productsModule from './modules/products/index.js'
import quotationsModule from './modules/quotations/index.js'
import serverLogsModule from './modules/server-logs/index.js'
import subCategoriesModule from './modules/sub-categories/index.js'
import openapiPlugin from './openapi/index.js'
import authPlugin from './plugins/auth.js'
import configPlugin from './plugins/config.js'
import databasePlugin from './plugins/database.js'
import errorEnvelope from './plugins/error-envelope.js'
import housekeepingPlugin from './plugins/housekeeping.js'
import httpCachePlugin from './plugins/http-cache.js'
import mailPlugin from './plugins/mail.js'
import multipartPlugin from './plugins/multipart.js'
import requestLogPlugin from './plugins/request-log.js'
import { imageOriginOf } from './plugins/page-policy.js'
import publicImageAddresses from './plugins/public-image-addresses.js'
import securityHeaders from './plugins/security-headers.js'
import metricsPlugin from './plugins/metrics.js'
import storagePlugin from './plugins/storage.js'
import { redactedPath } from './request-log/logged-request.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The process is shutting down: readiness says so while it finishes what it answers. */
    draining: boolean
  }
}

export interface BuildAppOptions {
  config: AppConfig
  /** SQLite file to use instead of DATA_DIR/gwp.sqlite (tests). */
  sqliteFile?: string
  /** Start the e-mail worker (off in most tests, which drive it by hand). */
  mailWorker?: boolean
  logger?: FastifyServerOptions['logger']
}

/** Fastify logs each request's URL; whatever logger it gets, a reset link's token must not reach it. */
function loggerOptions(config: AppConfig, given: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (given === false) return false
  return {
    level: config.logLevel,
    ...(typeof given === 'object' ? given : {}),
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactedPath(request.url),
        remoteAddress: request.ip,
      }),
    },
  }
}

/** Builds the API without listening, so tests can `inject` and the server can add the web app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options
  // One rule for Fastify's request.ip and for the fast lane's request-log rows.
  const trust = trustFunction(config.trustProxy)
  // Repeat anonymous reads are answered before Fastify routes them (cache/fast-lane.ts).
  let fastLane: FastLane | null = null
  const app = Fastify({
    serverFactory: serverWithFastLane(() => fastLane),
    logger: loggerOptions(config, options.logger),
    logController: new RequestsAtDebug(),
    trustProxy: trust,
    bodyLimit: 1_048_576,
    // Migrations run inside the database plugin; on a busy machine a fresh PostgreSQL schema can take
    // longer than Fastify's default 10 s to create, which is slow, not broken.
    pluginTimeout: 60_000,
    // The web app has its own 404 page; unknown API paths answer JSON (error-envelope).
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: MAX_PARAM_LENGTH },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkWithZod: config.env === 'test' }))

  // Set when the process is told to stop: /api/ready answers 503 from then on (server.ts).
  app.decorate('draining', false)
  // Infrastructure first: every module below may rely on these decorators and hooks.
  await app.register(configPlugin, { config })
  await app.register(errorEnvelope)
  await app.register(securityHeaders, {
    // HSTS only makes sense behind TLS, which a proxy terminates (TRUST_PROXY).
    // A trusted proxy is where TLS ends; without one the server may be reached over plain HTTP.
    hsts: config.trustProxy.kind !== 'none' ? { maxAge: 15_552_000 } : false,
    imageOrigin: imageOriginOf(config.s3?.publicUrl),
  })
  await app.register(storagePlugin)
  if (config.s3?.publicUrl) {
    await app.register(publicImageAddresses, { publicUrl: config.s3.publicUrl, prefix: config.s3.prefix })
  }
  await app.register(multipartPlugin)
  await app.register(databasePlugin, options.sqliteFile ? { sqliteFile: options.sqliteFile } : {})
  await ensureBuiltInRoles(app.db)
  await app.register(authPlugin)
  // Before http-cache, which counts its hits and misses.
  await app.register(metricsPlugin)
  await app.register(httpCachePlugin)
  // After http-cache, whose onSend must see (and hash) the body before it is compressed. Brotli at
  // quality 4 costs about what gzip does and is smaller; images are already compressed and skipped.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  await app.register(requestLogPlugin)
  await app.register(housekeepingPlugin)
  await app.register(mailPlugin, { worker: options.mailWorker ?? config.env !== 'test' })

  // Before the modules: the description collects the routes as they are added.
  await app.register(openapiPlugin)

  // Modules, one per area of the spec: this list is the API's route map.
  await app.register(healthModule)
  await app.register(authModule)
  await app.register(adminsModule)
  await app.register(privilegesModule)
  await app.register(auditHistoryModule)
  await app.register(serverLogsModule)
  await app.register(headingModule)
  await app.register(countsModule)
  await app.register(customersModule)
  await app.register(categoriesModule)
  await app.register(subCategoriesModule)
  await app.register(productsModule)
  await app.register(partnerLogosModule)
  await app.register(heroModule)
  await app.register(blogsModule)
  await app.register(eventsModule)
  await app.register(quotationsModule)
  await app.register(catalogModule)

  if (app.responseCache.enabled) {
    fastLane = createFastLane({
      cache: app.responseCache,
      securityHeaders: app.securityHeaders,
      recordRequest: app.recordRequest,
      metrics: app.metrics,
      trust,
    })
  }
  return app
}
