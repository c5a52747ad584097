import type { DemoAdminKey } from './content/site.js'

/** What the demo seed is asked (seed-demo.ts); build-rows.ts and insert-rows.ts read it too. */
export interface SeedOptions {
  /** EVENTS_TZ: event dates are placed around today in this zone. */
  timeZone: string
  /** The demo admins' passwords, used only for the admins this seed creates. */
  adminPasswords: Record<DemoAdminKey, string>
  /** The moment the seed treats as now (tests). */
  now?: Date
  /** Images rendered and stored at once. */
  concurrency?: number
}

export interface SeedResult {
  seeded: boolean
  counts: {
    categories: number
    subCategories: number
    products: number
    blogs: number
    events: number
    partnerLogos: number
    quotations: number
    potentialCustomers: number
    admins: number
  }
  /** The demo admins this seed created (one that already existed keeps its own password). */
  createdAdmins: DemoAdminKey[]
  images: number
  durationMs: number
}

/** Which sections of the site are empty, and so get demo content (a section with data is left alone). */
export interface Sections {
  blogs: boolean
  events: boolean
  partners: boolean
  enquiries: boolean
}
