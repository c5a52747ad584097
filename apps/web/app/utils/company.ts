/**
 * The company's public details: navigation, offices and social links (docs/requirements/site.md#layout).
 * The name and offices live in contracts, where the sales desk's offers read them too.
 */

export { COMPANY_NAME, COMPANY_TAGLINE, OFFICES } from '@gwp/contracts'
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

export const SOCIAL_LINKS = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
] as const

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** A phone number as shown: its groups joined by no-break spaces, so it never wraps across two lines. */
export const phoneText = (phone: string) => phone.replaceAll(' ', '\u00a0')
