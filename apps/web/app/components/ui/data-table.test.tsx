import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { DataTable, type DataTableColumn, type DataTableProps } from './data-table'

interface Product {
  id: string
  name: string
  code: string
}

const products = (count: number, from = 1): Product[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${from + i}`,
    name: `Mop ${from + i}`,
    code: `M-${from + i}`,
  }))

const COLUMNS: ReadonlyArray<DataTableColumn<Product>> = [
  { header: 'Name', cell: (p) => p.name, isRowHeader: true },
  { header: 'Code', cell: (p) => p.code },
  { header: 'Actions', srOnlyHeader: true, cell: (p) => <button type="button">Edit {p.name}</button> },
]

type TableProps = Partial<
  Pick<DataTableProps<Product>, 'rows' | 'isLoading' | 'isFetching' | 'error' | 'paging'>
> & {
  expansion?: { renderExpanded: (p: Product) => ReactNode; expandLabel: (p: Product) => string }
}

function Table({ expansion, ...props }: TableProps) {
  const common = {
    caption: 'Products',
    columns: COLUMNS,
    rows: [],
    getRowKey: (p: Product) => p.id,
    loadingMessage: 'Loading products…',
    emptyMessage: 'No products yet.',
    ...props,
  }
  return expansion ? <DataTable<Product> {...common} {...expansion} /> : <DataTable<Product> {...common} />
}

/** The rows of the table's body, each read as its cells' text. */
const bodyRows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      // The row header is the first column in every table here.
      [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    )

describe('DataTable', () => {
  it('shows one row per item under its column headers, each named by its row header', () => {
    render(<Table rows={products(2)} />)
    const table = screen.getByRole('table', { name: 'Products' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Code', 'Actions'])
    expect(bodyRows()).toEqual([
      ['Mop 1', 'M-1', 'Edit Mop 1'],
      ['Mop 2', 'M-2', 'Edit Mop 2'],
    ])
    expect(screen.getByRole('rowheader', { name: 'Mop 2' })).toBeInTheDocument()
  })

  it('says it is loading, and marks the table busy while a page is fetched', () => {
    const { rerender } = render(<Table rows={products(3)} isLoading />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…')
    expect(screen.queryByText('Mop 1')).not.toBeInTheDocument()
    rerender(<Table rows={products(3)} isFetching />)
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText('Mop 1')).toBeInTheDocument()
  })

  it('shows a failure in place of the rows and hides the pager', () => {
    render(
      <Table
        rows={products(3)}
        error="Failed to fetch products"
        paging={{
          mode: 'server',
          page: 1,
          total: 30,
          onPageChange: vi.fn(),
          noun: 'products',
          label: 'Pages',
        }}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch products')
    expect(screen.queryByText('Mop 1')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
  })

  it('says so when there is nothing to show', () => {
    render(<Table rows={[]} />)
    expect(screen.getByRole('cell', { name: 'No products yet.' })).toBeInTheDocument()
  })

  it('pages a list the server pages: says where it is and asks for the page the admin chooses', async () => {
    const onPageChange = vi.fn()
    render(
      <Table
        rows={products(10, 11)}
        paging={{
          mode: 'server',
          page: 2,
          total: 25,
          onPageChange,
          noun: 'products',
          label: 'Products pages',
        }}
      />,
    )
    const pager = screen.getByRole('navigation', { name: 'Products pages' })
    expect(pager).toHaveTextContent('Showing 11 to 20 of 25 products')
    expect(pager).toHaveTextContent('Page 2 of 3')
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(onPageChange).toHaveBeenLastCalledWith(3)
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }))
    expect(onPageChange).toHaveBeenLastCalledWith(1)
  })

  it('corrects a page past the end to the last page, replacing the history entry', () => {
    const onPageChange = vi.fn()
    render(
      <Table
        rows={[]}
        paging={{
          mode: 'server',
          page: 9,
          total: 25,
          onPageChange,
          noun: 'products',
          label: 'Products pages',
        }}
      />,
    )
    expect(onPageChange).toHaveBeenCalledWith(3, { replace: true })
  })

  it('pages the rows it was given ten at a time when it holds the page itself', async () => {
    render(
      <Table rows={products(12)} paging={{ mode: 'client', noun: 'products', label: 'Products pages' }} />,
    )
    expect(bodyRows()).toHaveLength(10)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(bodyRows().map((row) => row[0])).toEqual(['Mop 11', 'Mop 12'])
    expect(screen.getByRole('navigation')).toHaveTextContent('Showing 11 to 12 of 12 products')
  })

  it('opens and closes a row’s expansion from its toggle', async () => {
    render(
      <Table
        rows={products(2)}
        expansion={{
          renderExpanded: (p) => <p>Sub categories of {p.name} listed here</p>,
          expandLabel: (p) => `Sub categories of ${p.name}`,
        }}
      />,
    )
    const toggle = screen.getByRole('button', { name: 'Sub categories of Mop 1' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Sub categories of Mop 1 listed here')).toBeInTheDocument()
    expect(screen.queryByText('Sub categories of Mop 2 listed here')).not.toBeInTheDocument()
    await userEvent.click(toggle)
    expect(screen.queryByText('Sub categories of Mop 1 listed here')).not.toBeInTheDocument()
  })
})
