import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { loadedToastify, toast } from './toast'
import { ToastArea } from './toast-area'

describe('toast', () => {
  it('fetches the library on the first toast only, and shows what was asked before it arrived, in order', async () => {
    const { container } = render(<ToastArea />)
    // No toast yet: neither the library nor its area.
    expect(loadedToastify()).toBeNull()
    expect(container).toBeEmptyDOMElement()

    toast.success('First saved')
    toast.error('Then failed')
    const alerts = await screen.findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Then failed', 'First saved'])
    expect(loadedToastify()).not.toBeNull()
  })

  it('gives an id at once, so a toast shown while its work goes on can be updated', async () => {
    render(<ToastArea />)
    const id = toast.loading('Updating heading...')
    expect(id).toEqual(expect.any(String))
    expect(await screen.findByText('Updating heading...')).toBeInTheDocument()

    toast.update(id, { render: 'Heading updated', type: 'success', isLoading: false })
    expect(await screen.findByText('Heading updated')).toBeInTheDocument()
    expect(screen.queryByText('Updating heading...')).not.toBeInTheDocument()
  })
})
