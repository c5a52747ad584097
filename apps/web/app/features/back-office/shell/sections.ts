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

import { BlogsSection } from '#app/features/back-office/sections/blogs/blogs-section'
import { CategoriesSection } from '#app/features/back-office/sections/categories/categories-section'
import { CustomersSection } from '#app/features/back-office/sections/customers/customers-section'
import { DashboardSection } from '#app/features/back-office/sections/dashboard/dashboard-section'
import { ExhibitionsSection } from '#app/features/back-office/sections/exhibitions/exhibitions-section'
import { LogsSection } from '#app/features/back-office/sections/logs/logs-section'
import { PrivilegesSection } from '#app/features/back-office/sections/privileges/privileges-section'
import { ProductsSection } from '#app/features/back-office/sections/products/products-section'
import { QuotesSection } from '#app/features/back-office/sections/quotes/quotes-section'
import { UsersSection } from '#app/features/back-office/sections/users/users-section'

/**
 * The side menu of docs/requirements/back-office.md#shell, one row per section, in menu order. Sections
 * arrive with their screens, never as placeholders. To add one:
 * 1. build `sections/<area>/<area>-section.tsx` exporting `<Area>Section` (no props: it reads its
 *    list state with useListParams and its rights with useCan);
 * 2. import it below and add its entry where the spec's menu puts it (after Dashboard, in the order
 *    Category, Products, Blogs, Quotes, Exhibition, then the superAdmin's three).
 * The shell gives every section its page heading (`title`) and an error boundary of its own.
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
  component: ComponentType
}

export const SECTIONS: readonly Section[] = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    superAdminOnly: false,
    icon: LayoutDashboard,
    title: 'Dashboard',
    component: DashboardSection,
  },
  {
    key: 'categories',
    label: 'Category',
    superAdminOnly: false,
    icon: FolderTree,
    title: 'Categories',
    component: CategoriesSection,
  },
  {
    key: 'products',
    label: 'Products',
    superAdminOnly: false,
    icon: Package,
    title: 'Products',
    component: ProductsSection,
  },
  {
    key: 'blogs',
    label: 'Blogs',
    superAdminOnly: false,
    icon: Newspaper,
    title: 'Blogs',
    component: BlogsSection,
  },
  {
    key: 'quotes',
    label: 'Quotes',
    superAdminOnly: false,
    icon: MessageSquareQuote,
    title: 'Quotes',
    component: QuotesSection,
  },
  {
    key: 'exhibitions',
    label: 'Exhibition',
    superAdminOnly: false,
    icon: CalendarDays,
    title: 'Exhibitions',
    component: ExhibitionsSection,
  },
  {
    key: 'potential-customers',
    label: 'Potential Customers',
    superAdminOnly: false,
    notInMenu: true,
    icon: Users,
    title: 'Potential Customers',
    component: CustomersSection,
  },
  {
    key: 'user-management',
    label: 'User Management',
    superAdminOnly: true,
    icon: UserCog,
    title: 'User Management',
    component: UsersSection,
  },
  {
    key: 'privilege',
    label: 'Privilege',
    superAdminOnly: true,
    icon: ShieldCheck,
    title: 'Role Privileges',
    component: PrivilegesSection,
  },
  {
    key: 'logs',
    label: 'Logs',
    superAdminOnly: true,
    icon: ScrollText,
    title: 'Server Logs',
    component: LogsSection,
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
