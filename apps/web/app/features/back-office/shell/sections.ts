import type { LucideIcon } from 'lucide-react'
import {
  CalendarDays,
  FolderTree,
  LayoutDashboard,
  MessageSquareQuote,
  Newspaper,
  Package,
  ScrollText,
  ShieldCheck,
  UserCog,
  Users,
} from 'lucide-react'
import type { ComponentType } from 'react'

/**
 * The side menu of docs/requirements/back-office.md#shell, one row per section, in menu order. Sections
 * arrive with their screens, never as placeholders. To add one:
 * 1. build `sections/<area>/<area>-section.tsx` exporting `<Area>Section` (no props: it reads its
 *    list state with useListParams and its rights with useCan);
 * 2. add its entry below where the spec's menu puts it (after Dashboard, in the order Category,
 *    Products, Blogs, Quotes, Exhibition, then the superAdmin's three), `load` importing it.
 * The shell gives every section its page heading (`title`) and an error boundary of its own, and
 * fetches a section's code the first time it is opened (section-content.tsx): the sign-in page and
 * the first section never wait for the other sections, their tables, forms and charts.
 */
export interface Section {
  /** The `?section=` value: the spec's menu key, e.g. 'categories'. */
  key: string
  /** The menu entry's text, e.g. 'Category'. */
  label: string
  /** Only the superAdmin gets the entry; for other roles it "shows nothing" (not even disabled). */
  superAdminOnly: boolean
  /** Reached from elsewhere (the dashboard's Potential Customers card), not from the side menu. */
  notInMenu?: true
  icon: LucideIcon
  /** The page heading of the section. */
  title: string
  /**
   * Fetches the section's code, a file of its own: a dynamic import, written out in full here so the
   * bundler sees each one (apps/web/chunk-groups.ts puts what two sections share in one file).
   */
  load: () => Promise<ComponentType>
}

export const SECTIONS: readonly Section[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    superAdminOnly: false,
    icon: LayoutDashboard,
    title: 'Dashboard',
    load: () =>
      import('#app/features/back-office/sections/dashboard/dashboard-section').then(
        (module) => module.DashboardSection,
      ),
  },
  {
    key: 'categories',
    label: 'Category',
    superAdminOnly: false,
    icon: FolderTree,
    title: 'Categories',
    load: () =>
      import('#app/features/back-office/sections/categories/categories-section').then(
        (module) => module.CategoriesSection,
      ),
  },
  {
    key: 'products',
    label: 'Products',
    superAdminOnly: false,
    icon: Package,
    title: 'Products',
    load: () =>
      import('#app/features/back-office/sections/products/products-section').then(
        (module) => module.ProductsSection,
      ),
  },
  {
    key: 'blogs',
    label: 'Blogs',
    superAdminOnly: false,
    icon: Newspaper,
    title: 'Blogs',
    load: () =>
      import('#app/features/back-office/sections/blogs/blogs-section').then((module) => module.BlogsSection),
  },
  {
    key: 'quotes',
    label: 'Quotes',
    superAdminOnly: false,
    icon: MessageSquareQuote,
    title: 'Quotes',
    load: () =>
      import('#app/features/back-office/sections/quotes/quotes-section').then(
        (module) => module.QuotesSection,
      ),
  },
  {
    key: 'exhibitions',
    label: 'Exhibition',
    superAdminOnly: false,
    icon: CalendarDays,
    title: 'Exhibitions',
    load: () =>
      import('#app/features/back-office/sections/exhibitions/exhibitions-section').then(
        (module) => module.ExhibitionsSection,
      ),
  },
  {
    key: 'potential-customers',
    label: 'Potential Customers',
    superAdminOnly: false,
    notInMenu: true,
    icon: Users,
    title: 'Potential Customers',
    load: () =>
      import('#app/features/back-office/sections/customers/customers-section').then(
        (module) => module.CustomersSection,
      ),
  },
  {
    key: 'user-management',
    label: 'User Management',
    superAdminOnly: true,
    icon: UserCog,
    title: 'User Management',
    load: () =>
      import('#app/features/back-office/sections/users/users-section').then((module) => module.UsersSection),
  },
  {
    key: 'privilege',
    label: 'Privilege',
    superAdminOnly: true,
    icon: ShieldCheck,
    title: 'Role Privileges',
    load: () =>
      import('#app/features/back-office/sections/privileges/privileges-section').then(
        (module) => module.PrivilegesSection,
      ),
  },
  {
    key: 'logs',
    label: 'Logs',
    superAdminOnly: true,
    icon: ScrollText,
    title: 'Server Logs',
    load: () =>
      import('#app/features/back-office/sections/logs/logs-section').then((module) => module.LogsSection),
  },
]

const DEFAULT_SECTION = SECTIONS[0]!

/** The sections this admin may open, in menu order. */
export function visibleSections(isSuperAdmin: boolean): readonly Section[] {
  return SECTIONS.filter((section) => isSuperAdmin || !section.superAdminOnly)
}

/** The side menu's entries for this admin. */
export const menuSections = (isSuperAdmin: boolean): readonly Section[] =>
  visibleSections(isSuperAdmin).filter((section) => !section.notInMenu)

/** The section the URL asks for, when this admin may see it; anything else is the dashboard. */
export function resolveSection(requested: string | null, isSuperAdmin: boolean): Section {
  return visibleSections(isSuperAdmin).find((section) => section.key === requested) ?? DEFAULT_SECTION
}

export const sectionHref = (key: string) => `/admin?section=${encodeURIComponent(key)}`
