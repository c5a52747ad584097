import type { DeskReport } from '@gwp/contracts'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { useGetDeskReportQuery } from '#app/features/back-office/api/sales-desk'
import { CsvExportButton } from '#app/features/back-office/lib/csv-export-button'
import { SalesFigures } from './sales-figures'
import { formatHours, moneyText } from './sales-format'
import { WinRateTable } from './win-rate-table'

// The block reads one hook; the export button needs the signed-in store. Both are stood in for, so
// the test is about what the block shows for a given answer.
vi.mock('#app/features/back-office/api/sales-desk', () => ({ useGetDeskReportQuery: vi.fn() }))
vi.mock('#app/features/back-office/lib/csv-export-button', () => ({ CsvExportButton: vi.fn(() => null) }))

type QueryState = ReturnType<typeof useGetDeskReportQuery>
const refetch = vi.fn(() => ({ unwrap: () => Promise.reject(new Error('still down')) }))

function answer(state: { report?: DeskReport; isLoading?: boolean; isError?: boolean }) {
  vi.mocked(useGetDeskReportQuery).mockReturnValue({
    data: state.report ? { success: true, data: state.report } : undefined,
    isLoading: state.isLoading ?? false,
    isError: state.isError ?? false,
    refetch,
  } as unknown as QueryState)
}

const EMPTY: DeskReport = {
  firstReply: { replied: 0, medianHours: null, p90Hours: null },
  winRateByMonth: [],
  winRateByRegion: [],
  winRateByCategory: [],
  openOffers: [],
}

const REPORT: DeskReport = {
  firstReply: { replied: 12, medianHours: 4.5, p90Hours: 76.8 },
  winRateByMonth: [
    { month: '2026-02', accepted: 1, decided: 3 },
    { month: '2026-03', accepted: 2, decided: 2 },
  ],
  winRateByRegion: [
    { region: 'UAE', accepted: 1, decided: 1 },
    { region: 'Pakistan', accepted: 2, decided: 4 },
  ],
  winRateByCategory: [{ category: 'Floor care', accepted: 3, decided: 5 }],
  openOffers: [
    { stage: 'offer-sent', currency: 'USD', count: 1, total: '1234567.05' },
    { stage: 'offer-sent', currency: 'PKR', count: 2, total: '12500.10' },
    { stage: 'contacted', currency: 'PKR', count: 1, total: '0.20' },
  ],
}

/** The tile (a dt and its dd) named by its label. */
const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent)

beforeEach(() => {
  vi.mocked(useGetDeskReportQuery).mockReset()
  vi.mocked(CsvExportButton).mockClear()
  refetch.mockClear()
})

describe('SalesFigures', () => {
  it('shows the time to first reply, in days past 48 hours, and the overall win rate', () => {
    answer({ report: REPORT })
    render(<SalesFigures />)
    expect(screen.getByRole('heading', { level: 2, name: 'Sales desk' })).toBeInTheDocument()
    expect(tile('Median time to first reply')).toHaveTextContent('4.5 h')
    expect(tile('Median time to first reply')).toHaveTextContent('From 12 answered quotations')
    expect(tile('90th percentile')).toHaveTextContent('3.2 days')
    expect(tile('Win rate')).toHaveTextContent('60%3 accepted of 5 decided')
  })

  it('lists the win rate by month, region and category as whole percentages', () => {
    answer({ report: REPORT })
    render(<SalesFigures />)
    const months = screen.getByRole('table', { name: /^Win rate by month/ })
    for (const header of ['Month', 'Accepted', 'Decided', 'Win rate']) {
      expect(within(months).getByRole('columnheader', { name: header })).toBeInTheDocument()
    }
    expect(rowTexts(months).slice(1)).toEqual(['Feb 2026' + '13' + '33%', 'Mar 2026' + '22' + '100%'])
    expect(within(months).getByRole('rowheader', { name: 'Feb 2026' })).toBeInTheDocument()
    // The most decided region first, as the categories come.
    expect(rowTexts(screen.getByRole('table', { name: 'Win rate by region' })).slice(1)).toEqual([
      'Pakistan2450%',
      'UAE11100%',
    ])
    expect(rowTexts(screen.getByRole('table', { name: 'Win rate by category' }))[1]).toBe('Floor care3560%')
  })

  it('shows the open offers by stage in exact money, and each currency’s total', () => {
    answer({ report: REPORT })
    render(<SalesFigures />)
    const offers = screen.getByRole('table', { name: 'Value of open offers by stage and currency' })
    expect(rowTexts(offers)).toEqual([
      'StageOffersValue',
      'Contacted1PKR 0.20',
      'Offer sent2PKR 12,500.10',
      'Offer sent1USD 1,234,567.05',
      // 12500.10 + 0.20 is 12500.3 exactly: as floats it would be 12500.300000000001.
      'Total PKR3PKR 12,500.30',
      // USD has one stage: a total would only repeat it.
    ])
  })

  it('offers every offer as a CSV', () => {
    answer({ report: REPORT })
    render(<SalesFigures />)
    expect(vi.mocked(CsvExportButton).mock.calls[0]![0]).toEqual({
      path: '/api/v1/quotation/offers.csv',
      params: {},
      fallbackName: 'offers.csv',
      failed: 'Failed to export offers',
      label: 'Export offers (CSV)',
    })
  })

  it('says so when no quotation has been answered, with no table', () => {
    answer({ report: EMPTY })
    render(<SalesFigures />)
    expect(screen.getByText('No quotations answered yet')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows its shape while loading', () => {
    answer({ isLoading: true })
    render(<SalesFigures />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the sales figures…')
    expect(screen.getByRole('region', { name: 'Sales desk' })).toHaveAttribute('aria-busy', 'true')
  })

  it('reports a failure and asks again on Retry', async () => {
    answer({ isError: true })
    render(<SalesFigures />)
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the sales figures')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledTimes(1)
    // Still failing: the button comes back for another go.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy', 'true'),
    )
  })
})

describe('WinRateTable', () => {
  it('writes "—" rather than 0% when nothing was decided', () => {
    render(
      <WinRateTable
        caption="Win rate by region"
        labelHeader="Region"
        rows={[
          { label: 'Other', accepted: 0, decided: 0 },
          { label: 'UAE', accepted: 1, decided: 8 },
        ]}
        emptyMessage="No sale decided yet"
      />,
    )
    const other = screen.getByRole('row', { name: /^Other/ })
    expect(within(other).getAllByRole('cell')[2]).toHaveTextContent('—')
    expect(other).not.toHaveTextContent('%')
    // 1 of 8 is 12.5 %: rounded to a whole percentage.
    expect(screen.getByRole('row', { name: /^UAE/ })).toHaveTextContent('13%')
  })

  it('shows its empty message instead of a table', () => {
    render(
      <WinRateTable
        caption="Win rate by month"
        labelHeader="Month"
        rows={[]}
        emptyMessage="No sale decided yet"
      />,
    )
    expect(screen.getByText('No sale decided yet')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })
})

describe('sales figures’ formats', () => {
  it('writes minutes under an hour, hours up to 48, days from there', () => {
    expect([0, 0.25, 20, 47.94, 48, 76.8, null].map(formatHours)).toEqual([
      'Under 3 min',
      '15 min',
      '20 h',
      '47.9 h',
      '2 days',
      '3.2 days',
      '—',
    ])
  })

  it('reads money from its digits, even a sum longer than one price may be', () => {
    expect(moneyText('AED', '0.30')).toBe('AED 0.30')
    expect(moneyText('PKR', '98765432109876.54')).toBe('PKR 98,765,432,109,876.54')
  })
})
