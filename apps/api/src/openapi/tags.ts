/**
 * The areas the API description groups its operations by, in the order a reader meets them. Each
 * route names its tag in its own schema; the document test checks every name used is one of these.
 */
export const API_TAGS = [
  { name: 'Sign-in', description: 'Signing in and out of the back office, the session, password resets.' },
  { name: 'Admins', description: 'Back-office accounts: registration, roles, status, profiles, passwords.' },
  { name: 'Privileges', description: 'Roles and their privilege grids (which area, which action).' },
  { name: 'History', description: 'Who changed what in the administration, and the request log.' },
  { name: 'Dashboard', description: "The back office's figures and charts." },
  {
    name: 'Catalogue',
    description:
      'Categories, sub-categories, products and the catalogue PDF: public reads, back-office writes.',
  },
  {
    name: 'Site content',
    description: 'The alert heading, partner logos, blogs and exhibitions shown on the public site.',
  },
  {
    name: 'Enquiries',
    description: "Visitors' quotation and catalogue requests, and the potential customers they leave.",
  },
  {
    name: 'Sales desk',
    description: "The back office's quotations: stages, owners, notes, offers, reports.",
  },
  { name: 'Offers', description: "A customer's offer link: read, download, accept or decline." },
] as const

export type ApiTag = (typeof API_TAGS)[number]['name']
