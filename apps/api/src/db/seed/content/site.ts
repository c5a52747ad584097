import { noPermissions, type Permissions } from '@gwp/contracts'

/**
 * Partner logos (docs/requirements/back-office.md#partner-logos): the seed is the only way they appear until
 * the superAdmin adds more.
 */
export const PARTNERS: Array<{ name: string; color: string }> = [
  { name: 'Noor Retail Group', color: '#1B5E20' },
  { name: 'Saffron Hotels', color: '#E65100' },
  { name: 'Indus Facility Services', color: '#0D47A1' },
  { name: 'Gulf Star Trading', color: '#B71C1C' },
  { name: 'Ravi Cash and Carry', color: '#4A148C' },
  { name: 'Crescent Hospitals', color: '#006064' },
]

/** The alert bar: within the heading rules (255 characters, none of < > = ` & % $ ; quotes or brackets). */
export const HEADING =
  'Free delivery on bulk orders in Lahore, Karachi and Dubai. Ask for our latest product catalogue today.'

export const EDITOR_ROLE = 'Editor'

/** A custom role with part of the grid, so the privilege screens have something other than built-ins. */
export function editorPermissions(): Permissions {
  const permissions = noPermissions()
  permissions.blog.create = true
  permissions.blog.update = true
  permissions.product.update = true
  permissions.category.update = true
  permissions.event.create = true
  return permissions
}

/**
 * Demo sign-ins, for trying the role rules. No password lives here: the seed makes a random one for
 * each and the server prints it once, like the first superAdmin's (a password in the repository is a
 * password everyone knows).
 */
export const DEMO_ADMINS = {
  member: {
    username: 'member',
    role: 'Member',
    fullName: 'Ayesha Siddiqui',
    email: 'ayesha.siddiqui@example.com',
    contactNumber: '03214567890',
    address: 'Gulberg III, Lahore',
    gender: 'Female',
    dateOfBirth: '1994-03-12',
  },
  editor: {
    username: 'editor',
    role: EDITOR_ROLE,
    fullName: 'Bilal Ahmed',
    email: 'bilal.ahmed@example.com',
    contactNumber: '03224567891',
    address: 'Business Bay, Dubai',
    gender: 'Male',
    dateOfBirth: '1990-08-25',
  },
} as const

export type DemoAdminKey = keyof typeof DEMO_ADMINS

/**
 * Enquiries so the dashboard counts are not all zero. Each e-mail becomes one potential customer
 * (docs/requirements/enquiries.md#potential-customers); its visit count is the number of requests made with
 * it.
 */
export interface SeedQuotation {
  productCode: string
  fullName: string
  phoneNumber: string
  email: string
  address: string
  message: string
  status: 'pending' | 'completed'
  daysAgo: number
}

export const QUOTATIONS: SeedQuotation[] = [
  {
    productCode: 'GWP-FC-003',
    fullName: 'Usman Tariq',
    phoneNumber: '03001234567',
    email: 'usman.tariq@example.com',
    address: 'Plot 12, Sundar Industrial Estate, Lahore',
    message:
      'We need 40 cans a month for our office buildings. Please share your best price and delivery terms.',
    status: 'pending',
    daysAgo: 1,
  },
  {
    productCode: 'GWP-KD-004',
    fullName: 'Fatima Noor',
    phoneNumber: '03331234567',
    email: 'fatima.noor@example.com',
    address: 'Clifton Block 5, Karachi',
    message: 'Quotation for 20 cartons for our restaurant chain, delivered to three branches in Karachi.',
    status: 'pending',
    daysAgo: 3,
  },
  {
    productCode: 'GWP-LD-001',
    fullName: 'Omar Al Hashimi',
    phoneNumber: '05012345678',
    email: 'omar.hashimi@example.com',
    address: 'Al Quoz Industrial Area 3, Dubai',
    message: 'Looking for a private label laundry detergent for the UAE market. Can we arrange a call?',
    status: 'pending',
    daysAgo: 5,
  },
  {
    productCode: 'GWP-BT-001',
    fullName: 'Usman Tariq',
    phoneNumber: '03001234567',
    email: 'usman.tariq@example.com',
    address: 'Plot 12, Sundar Industrial Estate, Lahore',
    message: 'Please add 10 cartons of toilet cleaner to our earlier request.',
    status: 'pending',
    daysAgo: 8,
  },
  {
    productCode: 'GWP-HH-004',
    fullName: 'Sara Khan',
    phoneNumber: '03451234567',
    email: 'sara.khan@example.com',
    address: 'Blue Area, Islamabad',
    message: 'Sanitizer refills for 60 wall dispensers in our school campuses.',
    status: 'completed',
    daysAgo: 15,
  },
  {
    productCode: 'GWP-CT-003',
    fullName: 'Hamza Qureshi',
    phoneNumber: '03121234567',
    email: 'hamza.qureshi@example.com',
    address: 'Model Town, Lahore',
    message: 'Price for 5 wringer trolleys and 20 cans of floor cleaner for a hospital.',
    status: 'completed',
    daysAgo: 27,
  },
]

/** People who asked for the catalogue by e-mail. */
export const CATALOG_REQUESTS: Array<{ email: string; visitCount: number; daysAgo: number }> = [
  { email: 'procurement@example.com', visitCount: 2, daysAgo: 2 },
  { email: 'zainab.malik@example.com', visitCount: 1, daysAgo: 11 },
  { email: 'ahmed.rashid@example.com', visitCount: 1, daysAgo: 20 },
]
