/**
 * The company's name and offices: the public site's header, footer and contact page show them, and
 * the sales desk's offers (their PDF letterhead, the customer's page, the e-mails) carry them.
 */

export const COMPANY_NAME = 'GWP'
export const COMPANY_TAGLINE = 'Professional cleaning products'

export const OFFICES = [
  {
    country: 'Pakistan',
    city: 'Lahore, Punjab',
    address: '42-B Industrial Estate, Kot Lakhpat, Lahore, Punjab, Pakistan',
    email: 'info@gwp.pk',
    phone: '+92 42 3500 0000',
    whatsapp: '924235000000',
  },
  {
    country: 'UAE',
    city: 'Dubai',
    address: 'Warehouse 7, Al Quoz Industrial Area 3, Dubai, United Arab Emirates',
    email: 'info@gwp.ae',
    phone: '+971 4 000 0000',
    whatsapp: '97140000000',
  },
] as const
