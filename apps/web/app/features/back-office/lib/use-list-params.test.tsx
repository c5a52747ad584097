import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'

import { useListParams } from './use-list-params'

/** A list with a status filter, showing what it reads and the URL it keeps. */
function StatusList() {
  const list = useListParams({
    filters: { status: 'all' },
    allowed: { status: ['all', 'active', 'inactive'] },
  })
  const { search } = useLocation()
  return (
    <>
      <p>
        Page {list.page}, search “{list.q}”, status {list.filters.status}
      </p>
      <output aria-label="Address">{search}</output>
      <button type="button" onClick={() => list.setPage(3)}>
        Page 3
      </button>
      <button type="button" onClick={() => list.setSearch('  mop ')}>
        Search mop
      </button>
      <button type="button" onClick={() => list.setFilter('status', 'inactive')}>
        Inactive
      </button>
      <button type="button" onClick={list.reset}>
        Reset
      </button>
    </>
  )
}

function open(url: string) {
  const router = createMemoryRouter([{ path: '/admin', element: <StatusList /> }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent

describe('useListParams', () => {
  it('reads page, search and filters from the URL, and a value a filter does not take as its default', () => {
    open('/admin?section=products&page=2&q=bucket&status=deleted')
    expect(screen.getByText('Page 2, search “bucket”, status all')).toBeInTheDocument()
  })

  it('reads a missing or malformed page as the first', () => {
    open('/admin?section=products&page=abc')
    expect(screen.getByText(/^Page 1,/)).toBeInTheDocument()
  })

  it('writes a filter into the URL and starts again at page 1, keeping the shell’s section', async () => {
    open('/admin?section=products&page=4')
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }))
    expect(screen.getByText('Page 1, search “”, status inactive')).toBeInTheDocument()
    expect(address()).toBe('?section=products&status=inactive')
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(address()).toBe('?section=products&status=inactive&page=3')
  })

  it('trims the search, starts at page 1, and takes the place of the current history entry', async () => {
    const router = open('/admin?section=products')
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    await userEvent.click(screen.getByRole('button', { name: 'Search mop' }))
    expect(address()).toBe('?section=products&q=mop')
    expect(screen.getByText('Page 1, search “mop”, status all')).toBeInTheDocument()
    // Back skips the page the search replaced: a page change is a step, a search is not.
    await act(() => router.navigate(-1))
    expect(address()).toBe('?section=products')
  })

  it('steps back through page changes and filter choices', async () => {
    const router = open('/admin?section=products')
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }))
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    await act(() => router.navigate(-1))
    expect(address()).toBe('?section=products&status=inactive')
  })

  it('resets search, filters and page, leaving defaults out of the URL', async () => {
    open('/admin?section=products&q=mop&status=active&page=2')
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(address()).toBe('?section=products')
    expect(screen.getByText('Page 1, search “”, status all')).toBeInTheDocument()
  })
})
