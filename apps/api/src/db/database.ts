import type { Generated, Insertable, Selectable } from 'kysely'

import type { OfferNumbersTable, OffersTable, QuotationEventsTable } from './sales-desk-tables.js'

/**
 * Kysely table interfaces. Names are camelCase here and snake_case in SQL (CamelCasePlugin).
 * Times are ISO-8601 UTC text; booleans are 0/1 integers; lists and objects are JSON text.
 * The same representation on SQLite and PostgreSQL keeps one set of migrations and queries.
 */
export interface Database {
  roles: RolesTable
  admins: AdminsTable
  sessions: SessionsTable
  passwordResetTokens: PasswordResetTokensTable
  loginAttempts: LoginAttemptsTable
  categories: CategoriesTable
  subCategories: SubCategoriesTable
  products: ProductsTable
  blogs: BlogsTable
  quotations: QuotationsTable
  potentialCustomers: PotentialCustomersTable
  events: EventsTable
  partnerLogos: PartnerLogosTable
  heading: HeadingTable
  serverLogs: ServerLogsTable
  serverLogsTotal: ServerLogsTotalTable
  mailQueue: MailQueueTable
  contentVersions: ContentVersionsTable
  auditEntries: AuditEntriesTable
  scheduledRuns: ScheduledRunsTable
  quotationEvents: QuotationEventsTable
  offers: OffersTable
  offerNumbers: OfferNumbersTable
}

export interface RolesTable {
  id: string
  name: string
  /** Lower-cased name: role names are unique without regard to case. */
  nameKey: string
  permissions: string
  isBuiltIn: number
  createdAt: string
  updatedAt: string
}

export interface AdminsTable {
  id: string
  username: string
  fullName: string
  email: string
  /** Lower-cased e-mail, unique. */
  emailKey: string
  passwordHash: string
  contactNumber: string
  address: string
  gender: string
  dateOfBirth: string
  roleId: string
  /** 1, or 0 once a superAdmin disabled the account: no sign-in, no live session. */
  isActive: Generated<number>
  createdAt: string
  updatedAt: string
}

export interface SessionsTable {
  id: string
  adminId: string
  tokenHash: string
  createdAt: string
  expiresAt: string
  revokedAt: string | null
}

export interface PasswordResetTokensTable {
  id: string
  adminId: string
  tokenHash: string
  createdAt: string
  expiresAt: string
  usedAt: string | null
}

/** Failed sign-ins and reset requests, counted per key and IP inside a time window. */
export interface LoginAttemptsTable {
  id: string
  kind: string
  subject: string
  ip: string
  createdAt: string
}

export interface CategoriesTable {
  id: string
  name: string
  description: string
  image: string
  createdAt: string
  updatedAt: string
  /** JSON text (0013): `{ ur?: { field: text }, ar?: { field: text } }`, only translated fields. */
  translations: Generated<string>
}

export interface SubCategoriesTable {
  id: string
  name: string
  description: string
  image: string
  categoryId: string
  createdAt: string
  updatedAt: string
  /** JSON text (0013): `{ ur?: { field: text }, ar?: { field: text } }`, only translated fields. */
  translations: Generated<string>
}

export interface ProductsTable {
  id: string
  name: string
  productCode: string
  description: string
  capacity: string | null
  categoryId: string
  subCategoryId: string | null
  /** JSON text: list of { id, name, hex }. */
  colors: string
  /** JSON text: list of image paths relative to the host. */
  images: string
  brand: string
  material: string
  packageQuantity: number
  dimension: string
  specialFeature: string
  recommendedSurface: string
  recommendedUsage: string
  isActive: number
  createdAt: string
  updatedAt: string
  /** JSON text (0013): `{ ur?: { field: text }, ar?: { field: text } }`, only translated fields. */
  translations: Generated<string>
}

export interface BlogsTable {
  id: string
  title: string
  content: string
  image: string
  authorId: string | null
  isActive: number
  createdAt: string
  updatedAt: string
  /** JSON text (0013): `{ ur?: { field: text }, ar?: { field: text } }`, only translated fields. */
  translations: Generated<string>
}

export interface QuotationsTable {
  id: string
  productId: string | null
  fullName: string
  phoneNumber: string
  email: string
  address: string
  message: string
  status: string
  createdAt: string
  updatedAt: string
  /**
   * The e-mail lower-cased, searched by the Quotes table from its indexes (0005). The API writes it
   * and `region` with every quotation; their defaults ('' and 'other') only cover rows written by hand.
   */
  emailKey: Generated<string>
  /** pk, ae or other: contracts' regionOfPhone of the phone number (quote desk). */
  region: Generated<string>
  /** The sales desk (0011, decision record 021): one of contracts' QUOTE_STAGES. */
  stage: Generated<string>
  ownerId: Generated<string | null>
  /** `YYYY-MM-DD`. */
  followUpOn: Generated<string | null>
  /** When staff first answered (a stage change away from New, or an offer sent). */
  firstReplyAt: Generated<string | null>
  /** When it reached a closed stage; null while open. */
  decidedAt: Generated<string | null>
  /** The language the visitor wrote in (0014): one of contracts' LANGUAGES; their e-mails use it. */
  language: Generated<string>
}

export interface PotentialCustomersTable {
  id: string
  email: string
  emailKey: string
  source: string
  visitCount: number
  createdAt: string
  engagedAt: string
  /** The language of the visitor's latest request (0014): one of contracts' LANGUAGES. */
  language: Generated<string>
}

export interface EventsTable {
  id: string
  title: string
  description: string
  link: string
  location: string
  /** Calendar dates, YYYY-MM-DD, in the company's time zone. */
  fromDate: string
  toDate: string
  time: string
  bannerImage: string
  additionalDetails: string | null
  isActive: number
  createdAt: string
  updatedAt: string
  /** JSON text (0013): `{ ur?: { field: text }, ar?: { field: text } }`, only translated fields. */
  translations: Generated<string>
}

export interface PartnerLogosTable {
  id: string
  name: string
  image: string
  createdAt: string
  /** JSON text (0013): `{ ur?: { field: text }, ar?: { field: text } }`, only translated fields. */
  translations: Generated<string>
}

export interface HeadingTable {
  id: number
  heading: string
  updatedAt: string
  /** JSON text (0013): `{ ur?: { field: text }, ar?: { field: text } }`, only translated fields. */
  translations: Generated<string>
}

export interface ServerLogsTable {
  id: string
  username: string | null
  method: string
  route: string
  userAgent: string
  ip: string
  statusCode: number
  timestamp: string
  /** Identical requests answered in the same second that this row stands for (plugins/request-log.ts). */
  count: number
}

/** How many rows server_logs has, kept with every write and prune (request-log/request-log-store.ts). */
export interface ServerLogsTotalTable {
  /** Always 1: the table has one row, or none while the log is empty. */
  id: number
  rowCount: number
}

export interface MailQueueTable {
  id: string
  toAddress: string
  subject: string
  textBody: string
  htmlBody: string | null
  /** JSON text: list of { filename, path } read from DATA_DIR when sending. */
  attachments: string | null
  status: string
  attempts: number
  nextAttemptAt: string
  lockedUntil: string | null
  lastError: string | null
  createdAt: string
  sentAt: string | null
}

export type NewAdmin = Insertable<AdminsTable>
export type MailRow = Selectable<MailQueueTable>

/** When a periodic job last ran, whichever process ran it (plugins/housekeeping.ts). */
export interface ScheduledRunsTable {
  name: string
  lastRunAt: string
}

export interface ContentVersionsTable {
  /** An area of public content: see db/content-versions.ts. */
  scope: string
  version: number
}

/** Who changed an admin's role or state, or a role's grid: before and after as JSON text. */
export interface AuditEntriesTable {
  id: string
  action: string
  actorId: string
  actorName: string
  targetType: string
  targetId: string
  targetName: string
  before: string | null
  after: string | null
  createdAt: string
}
