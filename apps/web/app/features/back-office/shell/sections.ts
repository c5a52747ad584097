import type { LucideIcon } from 'lucide-react'
import { FolderTree, LayoutDashboard, Package, ScrollText } from 'lucide-react'
import type { ComponentType } from 'react'

import { CategoriesSection } from '../sections/categories/categories-section'
import { DashboardSection } from '../sections/dashboard/dashboard-section'
import { LogsSection } from '../sections/logs/logs-section'
import { ProductsSection } from '../sections/products/products-section'

/**
 * The side menu of back-office.md §2, one row per section, in menu order. Sections arrive with their
 * screens, never as placeholders. To add one (categories, products, blogs, quotes, exhibitions,
 * user-management, privilege):
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
    key: 'logs',
    label: 'Logs',
    superAdminOnly: true,
    icon: ScrollText,
    title: 'Server Logs',
    component: LogsSection,
  },
]

const DEFAULT_SECTION = SECTIONS[0]!

export function visibleSections(isSuperAdmin: boolean): readonly Section[] {
  return SECTIONS.filter((section) => isSuperAdmin || !section.superAdminOnly)
}

/** The section the URL asks for, when this admin may see it; anything else is the dashboard. */
export function resolveSection(requested: string | null, isSuperAdmin: boolean): Section {
  return visibleSections(isSuperAdmin).find((section) => section.key === requested) ?? DEFAULT_SECTION
}

export const sectionHref = (key: string) => `/admin?section=${encodeURIComponent(key)}`
