import type { Admin } from '@gwp/contracts'
import { useState } from 'react'

import { toast } from '#app/components/toast'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { useChangeAdminStatusMutation } from '#app/features/back-office/api/admins'
import { getApiError } from '#app/lib/api-error'

const NAME = 'font-semibold break-all text-slate-900'

/**
 * Disable or enable an admin, asked first: disabling ends their sessions at once, so it is never one
 * click. The toast says the server's message; a refusal (403 for one's own account, 409 for the last
 * active superAdmin) is said inside the dialog, which stays open: a toast would sit behind its backdrop.
 * The failure is kept with the admin it is about, so another row's dialog starts clean.
 */
export function UserStateDialog({ admin, onClose }: { admin: Admin | null; onClose: () => void }) {
  const [changeStatus, { isLoading }] = useChangeAdminStatusMutation()
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null)
  const disabling = admin?.isActive ?? true

  const close = () => {
    setFailure(null)
    onClose()
  }

  const confirm = async () => {
    if (!admin) return
    try {
      const { message } = await changeStatus({ id: admin._id, isActive: !disabling }).unwrap()
      toast.success(message)
    } catch (error) {
      setFailure({ id: admin._id, message: getApiError(error).message })
      return
    }
    close()
  }

  const who = admin && (
    <>
      <strong className={NAME}>{admin.username}</strong> ({admin.fullName})
    </>
  )
  return (
    <ConfirmDialog
      open={admin !== null}
      title={disabling ? 'Disable admin' : 'Enable admin'}
      message={
        disabling ? (
          <p>
            Disable {who}? Their sessions end at once, and they cannot sign in until an admin enables them
            again.
          </p>
        ) : (
          <p>Enable {who}? They can sign in again with their password and role.</p>
        )
      }
      confirmLabel={disabling ? 'Disable' : 'Enable'}
      busyLabel={disabling ? 'Disabling...' : 'Enabling...'}
      variant={disabling ? 'danger' : 'primary'}
      busy={isLoading}
      error={failure && failure.id === admin?._id ? failure.message : null}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  )
}
