import {
  can,
  noPermissions,
  SUPER_ADMIN_ROLE,
  type PermissionAction,
  type PermissionArea,
} from '@gwp/contracts'
import type { ReactNode } from 'react'

import type { RootState } from '#app/features/back-office/session/store'
import { useAppSelector } from '#app/features/back-office/session/store'

/**
 * The rights the screens show, from one place (docs/requirements/back-office.md#rights): the signed-in
 * admin's role from the session, the grid from the permissions slice, decided by contracts' `can()` as the
 * API decides. Hiding a button is a courtesy only: the API refuses whatever the role may not do.
 */
function selectCan(state: RootState, area: PermissionArea, action: PermissionAction): boolean {
  const role = state.session.user?.role
  if (!role) return false
  // Until the grid has loaded (or if it failed) an admin other than the superAdmin holds nothing.
  const loaded = state.permissions.permissions
  const permissions = 'permissions' in loaded ? loaded.permissions : noPermissions()
  return can({ role, permissions }, area, action)
}

/** True when the signed-in admin may do `action` in `area`, e.g. `useCan('category', 'create')`. */
export function useCan<A extends PermissionArea>(area: A, action: PermissionAction<A>): boolean {
  return useAppSelector((state) => selectCan(state, area, action))
}

/** The superAdmin alone sees User Management, Privilege and Logs, edits the heading and deletes. */
export function useIsSuperAdmin(): boolean {
  return useAppSelector((state) => state.session.user?.role === SUPER_ADMIN_ROLE)
}

type CanProps<A extends PermissionArea> = {
  children: ReactNode
  /** Shown instead when the right is missing; nothing by default (the spec hides, never disables). */
  fallback?: ReactNode
} & (
  | { area: A; action: PermissionAction<A>; superAdmin?: never }
  | { superAdmin: true; area?: never; action?: never }
)

/**
 * Renders its children only for an admin who holds the right:
 * `<Can area="product" action="update">…</Can>`, or `<Can superAdmin>…</Can>` for superAdmin-only buttons.
 */
export function Can<A extends PermissionArea>({ children, fallback = null, ...right }: CanProps<A>) {
  const allowed = useAppSelector((state) =>
    right.superAdmin
      ? state.session.user?.role === SUPER_ADMIN_ROLE
      : selectCan(state, right.area, right.action),
  )
  return <>{allowed ? children : fallback}</>
}
