import type { Admin } from '@gwp/contracts'

/**
 * An account's state in the words of the State filter and the toasts: "Active" or "Disabled" (an
 * account, unlike a blog, is not "inactive": it is shut out until enabled again).
 */
export function UserStateBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        isActive ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`h-1.5 w-1.5 rounded-full ${isActive ? 'bg-emerald-600' : 'bg-red-600'}`}
      />
      {isActive ? 'Active' : 'Disabled'}
    </span>
  )
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
