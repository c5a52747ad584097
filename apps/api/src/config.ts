import path from 'node:path'

import { ENQUIRY_RATE_LIMITS, SERVER_LOG_LIMITS } from '@gwp/contracts'
import { z } from 'zod'

import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.js'

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  SEED_DEMO: booleanText.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('GWP Website <no-reply@localhost>'),
  STAFF_EMAIL: z.string().email().optional(),
  PUBLIC_URL: z.string().url().optional(),
  // Checked here, not at the first events request: an unknown zone would fail every one of them.
  EVENTS_TZ: z
    .string()
    .min(1)
    .refine(isKnownTimeZone, 'must be an IANA time zone, e.g. Asia/Karachi')
    .default('Asia/Karachi'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value)
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message })
        return z.NEVER
      }
    }),
  QUOTE_RATE_LIMIT: z.coerce.number().int().min(1).default(ENQUIRY_RATE_LIMITS.quotationsPerHour),
  CATALOG_RATE_LIMIT: z.coerce.number().int().min(1).default(ENQUIRY_RATE_LIMITS.catalogRequestsPerHour),
  // Fewer than 10,000 rows would not hold a day of a quiet site's requests.
  REQUEST_LOG_MAX_ROWS: z.coerce
    .number()
    .int()
    .min(10_000, 'must be at least 10000: fewer would not hold a day of requests')
    .default(SERVER_LOG_LIMITS.defaultMaxRows),
  WEB_BUILD_DIR: z.string().min(1).default('build'),
  RESPONSE_CACHE: booleanText.default(true),
  /**
   * The OpenAPI document and its viewer for anyone; signed-in admins always get them
   * (docs/decisions/012-hardening.md#finding-10).
   */
  API_DOCS: booleanText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Seconds between a SIGTERM and the server closing, /api/ready answering 503 meanwhile (server.ts).
  SHUTDOWN_DELAY: z.coerce.number().min(0).max(120).default(0),
  // Guards /metrics: without it there is none (plugins/metrics.ts).
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters: it guards the metrics').optional(),
  // Files in an S3-compatible bucket instead of DATA_DIR/uploads (storage/s3-storage.ts); the
  // credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY first).
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .regex(/^https?:\/\//, "must be the store's address, e.g. https://<account>.r2.cloudflarestorage.com")
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  S3_PREFIX: z
    .string()
    .regex(
      /^([A-Za-z0-9_-][A-Za-z0-9._-]*\/?)+$/,
      'must be a key prefix such as site/ (letters, digits, . _ - and /)',
    )
    .optional(),
  // Where visitors fetch the bucket's files from (a CDN, a public bucket): image addresses in answers
  // and pages point there instead of /uploads/ on this site (plugins/public-image-addresses.ts).
  S3_PUBLIC_URL: z
    .string()
    .url()
    .regex(
      /^https?:\/\/[^?#]*$/,
      'must be an http(s) address without query or fragment, e.g. https://cdn.example.com',
    )
    .optional(),
})

/**
 * A production server builds reset links, e-mail links, canonical URLs and the sitemap from
 * PUBLIC_URL; a guessed default (localhost) would send visitors and staff to nowhere, so it must be
 * said. `npm start` without NODE_ENV is the local quick start, which sets both itself.
 */
const EnvSchema = EnvFields.superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'required when NODE_ENV=production: reset links, e-mails and canonical URLs are built from it (e.g. https://www.example.com)',
    })
  }
  if (env.S3_PUBLIC_URL && !env.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_PUBLIC_URL'],
      message: 'needs S3_BUCKET: it is the public address of the bucket the files are in',
    })
  }
})

/** Where the bucket is (storage/s3-storage.ts). */
export interface S3Settings {
  bucket: string
  /** Unset for AWS; the server's address for any other S3-compatible store. */
  endpoint: string | undefined
  region: string
  /** Unset: path-style for an endpoint on this machine or an IP address, virtual-hosted otherwise. */
  forcePathStyle: boolean | undefined
  /** Put before every key (`site-a/` keeps one bucket's sites apart); empty for none. */
  prefix: string
  /** The bucket's root as visitors reach it (S3_PUBLIC_URL, no trailing slash); unset, /uploads/ serves it. */
  publicUrl: string | undefined
}

export type AppConfig = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** PostgreSQL schema to use instead of public (tests isolate each file in its own). */
  databaseSchema?: string | undefined
  admin: { username?: string | undefined; password?: string | undefined; email?: string | undefined }
  /**
   * Demo content (and its demo admins) for an empty database: on unless SEED_DEMO says otherwise,
   * except in production, where it takes SEED_DEMO=true (a live site must not start with demo admins).
   */
  seedDemo: boolean
  smtpUrl: string | undefined
  mailFrom: string
  staffEmail: string | undefined
  publicUrl: string
  eventsTimeZone: string
  /** Which proxies may name the client in X-Forwarded-For (lib/trust-proxy.ts); never every hop. */
  trustProxy: TrustProxy
  /** Per-IP allowance per hour of the two visitor forms (docs/security.md#s21). */
  enquiryRateLimits: { quotationsPerHour: number; catalogRequestsPerHour: number }
  /** Request-log rows kept past which housekeeping deletes the oldest (decision record 016). */
  requestLogMaxRows: number
  logLevel: string
  /** The web app's build folder, relative to apps/web. */
  webBuildDir: string
  /** Serve anonymous catalogue reads from memory (plugins/http-cache.ts); off only to measure without it. */
  responseCache: boolean
  /** /api/docs for everyone; without it only signed-in admins get the API's description. */
  apiDocs: boolean
  /** How long a stopping process says it is not ready before it closes (a balancer's poll interval). */
  shutdownDelaySeconds: number
  /** The bearer token /metrics asks for; without one there is no /metrics. */
  metricsToken: string | undefined
  /** The bucket that holds the stored files; unset, they live under DATA_DIR/uploads. */
  s3: S3Settings | undefined
}

/** Reads the environment once at boot and stops with every bad key listed (docs/architecture.md#packages). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL },
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    eventsTimeZone: e.EVENTS_TZ,
    trustProxy: e.TRUST_PROXY,
    enquiryRateLimits: {
      quotationsPerHour: e.QUOTE_RATE_LIMIT,
      catalogRequestsPerHour: e.CATALOG_RATE_LIMIT,
    },
    requestLogMaxRows: e.REQUEST_LOG_MAX_ROWS,
    logLevel: e.LOG_LEVEL,
    webBuildDir: e.WEB_BUILD_DIR,
    responseCache: e.RESPONSE_CACHE,
    apiDocs: e.API_DOCS,
    metricsToken: e.METRICS_TOKEN,
    shutdownDelaySeconds: e.SHUTDOWN_DELAY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX ? e.S3_PREFIX.replace(/\/*$/, '/') : '',
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
  }
}
