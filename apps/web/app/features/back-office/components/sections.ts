import type { LucideIcon } from 'lucide-react'
import { LayoutDashboard, ScrollText } from 'lucide-react'
import type { ComponentType } from 'react'

import { Dashboard } from './dashboard/dashboard'
import { LogsSection } from './logs/logs-section'

/**
 * The side menu of back-office.md §2, one row per section. Sections arrive with their screens:
 * categories, products, blogs, quotes, exhibitions, user-management and privilege are added here
 * when they are built, never as placeholders.
 */
export interface Section {
  key: string
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
    component: Dashboard,
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
