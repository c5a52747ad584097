import type { Admin } from '@gwp/contracts'

import { Modal } from '#app/components/ui/modal'
import { formatCalendarDate } from '#app/utils/dates'
import { UserStateBadge } from './user-state'

/**
 * User Details (docs/requirements/accounts.md#users-section): username, full name, email, contact number,
 * gender, address and date of birth, read-only; the role and state too, as the table shows them.
 */
export function UserDetailsModal({ admin, onClose }: { admin: Admin | null; onClose: () => void }) {
  return (
    <Modal open={admin !== null} title="User Details" onClose={onClose}>
      {admin && (
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {(
            [
              ['Username', admin.username],
              ['Full Name', admin.fullName],
              ['Email', admin.email],
              ['Contact Number', admin.contactNumber],
              ['Gender', admin.gender],
              ['Address', admin.address],
              ['Date of Birth', formatCalendarDate(admin.dateOfBirth)],
              ['Role', admin.role],
              ['State', <UserStateBadge key="state" isActive={admin.isActive} />],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[9rem_1fr] sm:gap-3">
              <dt className="text-sm font-medium text-slate-500">{label}</dt>
              <dd className="text-sm break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  )
}
