/** The company's public details: navigation, offices and social links (docs/requirements/site.md#layout). */

export const COMPANY_NAME = 'GWP'
export const COMPANY_TAGLINE = 'Professional cleaning products'
export const COMPANY_BLURB =
  'GWP manufactures professional cleaning chemicals and tools in Pakistan and the UAE, trusted by hotels, hospitals, offices and homes for a cleaner, healthier space.'
export const COPYRIGHT_YEAR = 2024

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/products', label: 'Products' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/contact', label: 'Contact' },
  { to: '/exhibition', label: 'Exhibition' },
] as const

export const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/products', label: 'Products' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/exhibition', label: 'Exhibition' },
] as const

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

export const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
] as const

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
