import type { Admin } from '@gwp/contracts'

import { ActiveBadge } from '#app/components/ui/active-status'

/**
 * An account's state in the words of the State filter and the toasts: "Active" or "Disabled" (an
 * account, unlike a blog, is not "inactive": it is shut out until enabled again).
 */
export function UserStateBadge({ isActive }: { isActive: boolean }) {
  return <ActiveBadge isActive={isActive} offLabel="Disabled" offTone="danger" />
}

interface UserStateButtonProps {
  admin: Admin
  /** Opens the confirmation: nothing changes until the superAdmin confirms there. */
  onClick: (admin: Admin) => void
}

/** "Disable" or "Enable" beside the badge; its name says whom it is about ("Disable sana"). */
export function UserStateButton({ admin, onClick }: UserStateButtonProps) {
  const action = admin.isActive ? 'Disable' : 'Enable'
  return (
    <button
      type="button"
      onClick={() => onClick(admin)}
      aria-label={`${action} ${admin.username}`}
      title={`${action} ${admin.username}`}
      className={`rounded-md border px-2 py-0.5 text-xs font-semibold transition focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${
        admin.isActive
          ? 'border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800'
          : 'border-emerald-300 text-emerald-800 hover:bg-emerald-50'
      }`}
    >
      {action}
    </button>
  )
}
