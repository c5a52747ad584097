import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'

function Dialog(props: Partial<ConfirmDialogProps>) {
  return (
    <ConfirmDialog
      open
      title="Delete product"
      message="Do you really want to delete this product?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      variant="danger"
      onConfirm={() => {}}
      onCancel={() => {}}
      {...props}
    />
  )
}

describe('ConfirmDialog', () => {
  it('asks its question, with the focus on Cancel, the harmless choice', () => {
    render(<Dialog />)
    const dialog = screen.getByRole('dialog', { name: 'Delete product' })
    expect(dialog).toHaveTextContent('Do you really want to delete this product?')
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(
      'Do you really want to delete this product?',
    )
  })

  it('confirms with its button, and cancels with Cancel or Close', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<Dialog onConfirm={onConfirm} onCancel={onCancel} />)
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onCancel).toHaveBeenCalledTimes(2)
  })

  it('ignores both choices while the request is under way, and says so', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<Dialog busy onConfirm={onConfirm} onCancel={onCancel} />)
    const confirm = screen.getByRole('button', { name: 'Deleting...' })
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('shows why the last attempt failed, inside the dialog', () => {
    render(<Dialog error="This category still has 1 product. Delete or move them first." />)
    expect(screen.getByRole('alert')).toHaveTextContent('This category still has 1 product.')
  })

  it('shows nothing while closed', () => {
    render(<Dialog open={false} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })
})
