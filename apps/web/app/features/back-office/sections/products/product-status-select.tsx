import { PRODUCT_MESSAGES, type Product } from '@gwp/contracts'
import { useState } from 'react'
import { toast } from 'react-toastify'

import { useChangeProductStatusMutation } from '../../api/products'
import { toastFailure } from './product-toasts'

/**
 * The Status cell for admins with product.statusChange (back-office.md §4): Active or Inactive. The
 * choice shows at once and stays until the reloaded list agrees; a failure puts the old one back.
 * The select is never disabled while saving, so focus stays where the admin left it.
 */
export function ProductStatusSelect({ product }: { product: Product }) {
  const [changeStatus, { isLoading }] = useChangeProductStatusMutation()
  const [requested, setRequested] = useState<boolean | null>(null)
  // The list has caught up with the change: show what it says from now on.
  if (requested !== null && !isLoading && requested === product.isActive) setRequested(null)
  const isActive = requested ?? product.isActive

  const change = async (next: boolean) => {
    if (isLoading || next === isActive) return
    setRequested(next)
    try {
      await changeStatus({ id: product._id, isActive: next }).unwrap()
      toast.success(PRODUCT_MESSAGES.statusChanged)
    } catch (error) {
      setRequested(null)
      toastFailure(PRODUCT_MESSAGES.statusFailed, error)
    }
  }

  return (
    <select
      aria-label={`Status of ${product.name}`}
      aria-busy={isLoading}
      value={isActive ? 'active' : 'inactive'}
      onChange={(event) => void change(event.target.value === 'active')}
      className={`rounded-lg border py-1 pr-8 pl-2.5 text-sm font-semibold outline-none focus:ring-2 focus:ring-brand-600 ${
        isActive
          ? 'border-emerald-300 bg-emerald-50 text-emerald-800'
          : 'border-slate-300 bg-slate-50 text-slate-700'
      }`}
    >
      <option value="active">Active</option>
      <option value="inactive">Inactive</option>
    </select>
  )
}
